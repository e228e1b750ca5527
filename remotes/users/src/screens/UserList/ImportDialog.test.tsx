import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { failure, success } from '@tac/goform/testing';
import { fieldsOf, inLanguage, renderScreen, server, withFakeDevice } from '../../test/harness';
import { ImportDialog } from './ImportDialog';

withFakeDevice();

function device(refuse?: string) {
  const users = [{ userid: '1', username: 'Old', cardid: '5000', admin: 0, groupid: 1, identifymode: 0, face: 0, fpcount: 0, photo: 0 }];
  const added: string[] = [];
  const deleted: string[] = [];
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
    http.post('*/goform/deletsomeuser', async ({ request }) => {
      deleted.push(...(await fieldsOf(request)).someuserid!.split(','));
      return success({ deleted: deleted.length });
    }),
  );
  return { added, deleted, marks };
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
});
