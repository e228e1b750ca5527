import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { failure, success } from '@tac/goform/testing';
import { fieldsOf, inLanguage, renderScreen, server, withFakeDevice } from '../../test/harness';
import { ImportDialog } from './ImportDialog';

withFakeDevice();

function device(refuse?: string) {
  const users = [
    { userid: '1', username: 'Old', cardid: '5000', admin: 0, groupid: 1, identifymode: 0, face: 1, fpcount: 2, photo: 1 },
  ];
  const added: string[] = [];
  const deleted: string[] = [];
  /** The edituser calls, in order: an update keeps fingerprints, face and photo (edituser never touches them); import=1 as additions. */
  const edits: Record<string, string>[] = [];
  /** How each addition was marked: import=1 tells the device's audit log it came from an import. */
  const marks: (string | undefined)[] = [];
  server.use(
    http.get('*/goform/userlist', () => success({ count: users.length, record: users })),
    http.post('*/goform/adduser', async ({ request }) => {
      const { userid, import: imported } = await fieldsOf(request);
      if (userid === refuse) return failure(40403);
      added.push(userid!);
      marks.push(imported);
      return success({ userid });
    }),
    http.post('*/goform/edituser', async ({ request }) => {
      const fields = await fieldsOf(request);
      edits.push(fields);
      return success({ userid: fields.userid });
    }),
    http.post('*/goform/deletsomeuser', async ({ request }) => {
      deleted.push(...(await fieldsOf(request)).someuserid!.split(','));
      return success({ deleted: deleted.length });
    }),
  );
  return { added, deleted, marks, edits };
}

const csv = (text: string) => new File([text], 'users.csv', { type: 'text/csv' });

async function choose(text: string) {
  const user = userEvent.setup();
  await renderScreen(<ImportDialog />, '/user/userList');
  await user.click(screen.getByRole('button', { name: 'Import CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import users from CSV' });
  await user.upload(within(dialog).getByLabelText('Choose a CSV file'), csv(text));
  return { user, dialog };
}

describe('Import users from CSV', () => {
  it('shows the problems of each row and writes nothing while any remain', async () => {
    const { added } = device();
    const { dialog } = await choose('userid,username,cardid\n1,Again,\n2,New,5000\n3,Fine,\n');
    expect(await within(dialog).findByText('2 rows have problems: correct the file and choose it again.')).toBeInTheDocument();
    expect(within(dialog).getByText('User ID already on the device')).toBeInTheDocument();
    expect(within(dialog).getByText('Card already used on the device')).toBeInTheDocument();
    // It counts the one row it could write, and writes none while the others need correcting.
    expect(within(dialog).getByRole('button', { name: 'Import 1 user' })).toBeDisabled();
    expect(added).toEqual([]);
  });

  it('names the contract’s rules a row breaks: the group range, a PIN identify mode', async () => {
    const { added } = device();
    const { dialog } = await choose('userid,username,cardid,admin,groupid,identifymode\n2,Group User,,0,100,0\n3,Pin User,,0,1,3\n4,Card User,,0,99,2\n');
    const rowOf = (name: string) => within(dialog).findByRole('row', { name: new RegExp(name) });
    expect(await rowOf('Group User')).toHaveTextContent('The groupid column must be 0 to 99');
    expect(await rowOf('Pin User')).toHaveTextContent('This identify mode needs a password, which an import cannot set');
    expect(await rowOf('Card User')).toHaveTextContent(/OK$/);
    expect(added).toEqual([]);
  });

  it('names the bounds of the user ID, name and card from the contract, in the language’s digits', async () => {
    const { added } = device();
    const long = 'L'.repeat(25);
    const { dialog } = await choose(`userid,username,cardid\n0,Zero User,\n5,${long},\n6,Card User,12345678901\n`);
    const rowOf = (name: string) => within(dialog).findByRole('row', { name: new RegExp(name) });
    expect(await rowOf('Zero User')).toHaveTextContent('User ID must be a number from 1 to 999999999');
    expect(await rowOf(long)).toHaveTextContent('User Name must be 1 to 24 characters');
    expect(await rowOf('Card User')).toHaveTextContent('Card number must be up to 10 digits');
    await inLanguage('fa', async () => {
      await waitFor(async () => expect(await rowOf('Zero User')).toHaveTextContent('شناسهٔ کاربر باید عددی از ۱ تا ۹۹۹۹۹۹۹۹۹ باشد'));
      expect(await rowOf(long)).toHaveTextContent('نام کاربر باید ۱ تا ۲۴ نویسه باشد');
      expect(await rowOf('Card User')).toHaveTextContent('شمارهٔ کارت حداکثر ۱۰ رقم است');
    });
    expect(added).toEqual([]);
  });

  it('takes the corrected file from the same dialog, as its message asks', async () => {
    const { added } = device();
    const { user, dialog } = await choose('userid,username,cardid\n1,Again,\n3,Fine,\n');
    expect(await within(dialog).findByText('1 row has problems: correct the file and choose it again.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Choose another file' })).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Choose a CSV file'), csv('userid,username,cardid\n2,Again,\n3,Fine,\n'));
    expect(await within(dialog).findByText('2 users ready to import.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 users' }));
    expect(await within(dialog).findByText('2 users imported.')).toBeInTheDocument();
    expect(added).toEqual(['2', '3']);
  });

  it('imports every row after the preview and sums up, each marked as imported for the audit log', async () => {
    const { added, marks } = device();
    const { user, dialog } = await choose('userid,username,cardid\n2,Ana,7000\n3,Li,\n');
    expect(await within(dialog).findByText('2 users ready to import.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 users' }));
    expect(await within(dialog).findByText('2 users imported.')).toBeInTheDocument();
    expect(added).toEqual(['2', '3']);
    expect(marks).toEqual(['1', '1']);
  });

  it('removes the rows already added when the device refuses one, so nothing stays half-imported', async () => {
    const { added, deleted } = device('4');
    const { user, dialog } = await choose('userid,username\n2,Ana\n3,Li\n4,Refused\n5,Never\n');
    await user.click(await within(dialog).findByRole('button', { name: 'Import 4 users' }));
    expect(await within(dialog).findByText('The device refused line 4; nothing was imported.')).toBeInTheDocument();
    expect(added).toEqual(['2', '3']);
    await waitFor(() => expect(deleted).toEqual(['2', '3']));
  });

  describe('Update existing users', () => {
    it('takes back an exported list: the row on the device updates it, the new one adds, each said in the preview', async () => {
      const { added, edits, marks } = device();
      const { user, dialog } = await choose('userid,username,cardid,admin,groupid,identifymode\r\n1,Old Renamed,5000,0,2,0\r\n2,New,,0,1,0\r\n');
      const rowOf = (name: string) => within(dialog).getByRole('row', { name: new RegExp(name) });
      expect(await within(dialog).findByText('1 row has problems: correct the file and choose it again.')).toBeInTheDocument();
      expect(rowOf('Old Renamed')).toHaveTextContent('User ID already on the device');
      expect(within(dialog).getByText('Users already on the device can be updated instead: tick the option above.')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('checkbox', { name: 'Update existing users (keep their fingerprints, face and photo)' }));
      expect(await within(dialog).findByText('2 users ready to import. To add: 1. To update: 1.')).toBeInTheDocument();
      expect(within(dialog).queryByText(/can be updated instead/)).not.toBeInTheDocument();
      expect(rowOf('Old Renamed')).toHaveTextContent(/Update$/);
      expect(rowOf('New')).toHaveTextContent(/Add$/);
      await user.click(within(dialog).getByRole('button', { name: 'Import 2 users' }));
      expect(await within(dialog).findByText('Users added: 1. Users updated: 1.')).toBeInTheDocument();
      expect(edits).toEqual([{ userid: '1', username: 'Old Renamed', cardid: '5000', admin: '0', groupid: '2', identifymode: '0', import: '1' }]);
      expect(added).toEqual(['2']);
      expect(marks).toEqual(['1']);
    });

    it('changes only the columns the file has: no cardid column, no card touched', async () => {
      const { edits } = device();
      const { user, dialog } = await choose('userid,username\n1,Only The Name\n');
      await user.click(within(dialog).getByRole('checkbox', { name: 'Update existing users (keep their fingerprints, face and photo)' }));
      await user.click(await within(dialog).findByRole('button', { name: 'Import 1 user' }));
      expect(await within(dialog).findByText('Users added: 0. Users updated: 1.')).toBeInTheDocument();
      expect(edits).toEqual([{ userid: '1', username: 'Only The Name', import: '1' }]);
    });

    it('puts an updated user back as it was when the device refuses a later row', async () => {
      const { added, deleted, edits } = device('3');
      const { user, dialog } = await choose('userid,username,cardid\n1,Changed,5000\n2,Added,\n3,Refused,\n');
      await user.click(within(dialog).getByRole('checkbox', { name: 'Update existing users (keep their fingerprints, face and photo)' }));
      await user.click(await within(dialog).findByRole('button', { name: 'Import 3 users' }));
      expect(await within(dialog).findByText('The device refused line 4; nothing was imported.')).toBeInTheDocument();
      expect(added).toEqual(['2']);
      await waitFor(() => expect(deleted).toEqual(['2']));
      await waitFor(() =>
        expect(edits).toEqual([
          { userid: '1', username: 'Changed', cardid: '5000', import: '1' },
          { userid: '1', username: 'Old', cardid: '5000', admin: '0', groupid: '1', identifymode: '0', import: '1' },
        ]),
      );
    });
  });
});
