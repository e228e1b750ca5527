import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { navigation } from '@tac/goform';
import { USER_7, deviceBasics } from '../../test/device';
import { failure, success, waiting } from '@tac/goform/testing';
import { fieldsOf, inLanguage, renderScreen, server, withFakeDevice } from '../../test/harness';
import UserEdit from './UserEdit';
import { expectSaveSucceeds } from '@tac/ui/testing';

withFakeDevice();

/** The first bytes of a PNG file: what the browser's decoder (mocked below) takes for an image. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const pngFile = (name = 'me.png') => new File([new Uint8Array([...PNG_SIGNATURE, 0, 0, 0, 13])], name, { type: 'image/png' });

/**
 * jsdom decodes no image: createImageBitmap stands in for the browser's, taking a file whose bytes
 * start as a PNG or a JPEG does and refusing any other (a text file named .png).
 */
beforeEach(() => {
  const bytesOf = (blob: Blob) =>
    new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blob);
    });
  globalThis.createImageBitmap = jest.fn(async (blob: Blob) => {
    const bytes = await bytesOf(blob);
    const png = PNG_SIGNATURE.every((b, i) => bytes[i] === b);
    const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    if (!png && !jpeg) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    return { width: 1, height: 1, close: () => undefined } as ImageBitmap;
  }) as unknown as typeof createImageBitmap;
});
afterEach(() => {
  delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
});

function addDevice(existing: string[] = []) {
  deviceBasics();
  const added: Record<string, string>[] = [];
  server.use(
    http.get('*/goform/userlist', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      const record = existing.filter((id) => id.startsWith(search)).map((userid) => ({ ...USER_7, userid }));
      return success({ count: record.length, record });
    }),
    http.post('*/goform/adduser', async ({ request }) => {
      const fields = await fieldsOf(request);
      added.push(fields);
      return success({ userid: fields.userid });
    }),
    http.post('*/goform/GetUserInfo', async ({ request }) => success({ ...USER_7, userid: (await fieldsOf(request)).userid })),
  );
  return added;
}

function editDevice(user = USER_7) {
  deviceBasics();
  const edits: Record<string, string>[] = [];
  let stored = { ...user };
  server.use(
    http.post('*/goform/GetUserInfo', () => success(stored)),
    http.post('*/goform/edituser', async ({ request }) => {
      const fields = await fieldsOf(request);
      edits.push(fields);
      if (fields.cardid === '999') return failure(40403);
      stored = { ...stored, username: fields.username ?? stored.username };
      return success({ userid: stored.userid });
    }),
  );
  return edits;
}

/** A control by its label's start (required labels end with an indicator). */
const field = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), { selector: 'input, select' });

/** Add User with a user ID and a name typed: the adduser calls it sends, and the user typing. */
async function addUserTyped(userid = '12') {
  const added = addDevice();
  const user = userEvent.setup();
  await renderScreen(<UserEdit />, '/user/addUser');
  await user.type(field('User ID'), userid);
  await user.type(field('User Name'), 'Li Wei');
  return { added, user };
}

/** User 7's edit screen with face enrolment started: its waiting overlay. */
async function enrolFaceOfUser7() {
  const user = userEvent.setup();
  await renderScreen(<UserEdit />, '/user/userEdit?id=7');
  await user.click(await screen.findByRole('button', { name: 'Enroll face' }));
  return { user, overlay: await screen.findByRole('alertdialog', { name: 'Look at the device camera…' }) };
}

describe('Add User', () => {
  it('shows the SPEC messages for an empty form and for passwords that differ, and sends nothing', async () => {
    const added = addDevice();
    const user = userEvent.setup();
    await renderScreen(<UserEdit />, '/user/addUser');
    expect(screen.getByRole('heading', { name: 'Add User' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please input User ID')).toBeInTheDocument();
    expect(screen.getByText('Please input User Name')).toBeInTheDocument();
    await user.type(field('Password'), '1234');
    await user.type(field('Confirm Password'), '1235');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Two password entries are inconsistent')).toBeInTheDocument();
    expect(added).toEqual([]);
  });

  it('asks for a password when the identify mode needs one, and sends nothing', async () => {
    const { added, user } = await addUserTyped();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Card + Password' })).toBeInTheDocument());
    await user.selectOptions(field('Identify Mode'), 'Card + Password');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please Input Password')).toBeInTheDocument();
    expect(field('Password')).toHaveAccessibleDescription(expect.stringContaining('Please Input Password'));
    expect(added).toEqual([]);
  });

  it('adds a new user with the fields typed, then opens its edit form', async () => {
    const { added, user } = await addUserTyped();
    await user.type(field('Password'), '4321');
    await user.type(field('Confirm Password'), '4321');
    await user.type(field('Card NO.'), '5551234');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Group 2 (time zones 2 and 3)' })).toBeInTheDocument());
    await user.selectOptions(field('TZ Group'), 'Group 2 (time zones 2 and 3)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toEqual({
      userid: '12',
      username: 'Li Wei',
      password: '4321',
      confirm: '4321',
      cardid: '5551234',
      admin: '0',
      groupid: '2',
      identifymode: '0',
    });
    expect(await screen.findByText('Success')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/user/userEdit?id=12'));
  });

  it('names a group’s time zones with the plural its count takes: one zone, two zones', async () => {
    addDevice();
    await renderScreen(<UserEdit />, '/user/addUser');
    expect(await screen.findByRole('option', { name: 'Group 1 (time zone 1)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Group 2 (time zones 2 and 3)' })).toBeInTheDocument();
    await inLanguage('ru', async () => {
      expect(await screen.findByRole('option', { name: 'Группа 1 (временная зона 1)' })).toBeInTheDocument();
      expect(screen.getByRole('option', { name: 'Группа 2 (временные зоны 2 и 3)' })).toBeInTheDocument();
    });
  });

  it('asks before leaving with what was typed: Stay keeps it, Leave goes', async () => {
    addDevice();
    const user = userEvent.setup();
    await renderScreen(<UserEdit />, '/user/addUser');
    await user.type(field('User Name'), 'Li Wei');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/user/addUser');
    expect(field('User Name')).toHaveValue('Li Wei');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/user/userList'));
  });

  it('says when the name is full (24 characters, an emoji counting one) instead of cutting it, and that the device\'s screen may not show the emoji', async () => {
    const added = addDevice();
    const user = userEvent.setup();
    await renderScreen(<UserEdit />, '/user/addUser');
    const name = field('User Name');
    expect(name).toHaveAccessibleDescription('0/24');
    await user.type(name, `Ana ${'🌸'.repeat(20)}`);
    const notShown = "The device's screen may not show \u2066🌸\u2069";
    expect(name).toHaveAccessibleDescription(`Full 24/24 ${notShown}`);
    await user.type(name, '!');
    expect(name).toHaveValue(`Ana ${'🌸'.repeat(20)}!`);
    expect(name).toHaveAccessibleDescription(`Too long: at most 24 characters 25/24 ${notShown}`);
    await user.type(field('User ID'), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('At most 24 characters'));
    await user.type(name, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(added).toEqual([expect.objectContaining({ userid: '12', username: `Ana ${'🌸'.repeat(20)}` })]));
  });

  it('says the PIN takes 1 to 6 digits and refuses 8 typed instead of cutting them to 6; 6 are sent', async () => {
    const added = addDevice();
    const user = userEvent.setup();
    await renderScreen(<UserEdit />, '/user/addUser');
    const pin = field('Password');
    expect(pin).toHaveAccessibleDescription('1 to 6 digits; leave empty for no password.');
    expect(pin).not.toHaveAttribute('maxlength');
    expect(field('Confirm Password')).not.toHaveAttribute('maxlength');
    await user.type(field('User ID'), '12');
    await user.type(field('User Name'), 'Li Wei');
    await user.type(pin, '12345678');
    await user.type(field('Confirm Password'), '12345678');
    expect(pin).toHaveValue('12345678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(pin).toHaveAccessibleDescription('The password is 1 to 6 digits'));
    expect(added).toEqual([]);
    for (const input of [pin, field('Confirm Password')]) {
      await user.clear(input);
      await user.type(input, '135790');
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(added).toEqual([expect.objectContaining({ userid: '12', password: '135790', confirm: '135790' })]));
  });

  it('says the user ID’s range and the card number’s largest value, both from the contract, and sends nothing', async () => {
    const { added, user } = await addUserTyped('0');
    await user.type(field('Card NO.'), '4294967296');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('User ID')).toHaveAccessibleDescription('The User ID is a number from 1 to 999999999'));
    expect(field('Card NO.')).toHaveAccessibleDescription('The card number is up to 10 digits (at most 4294967295)');
    expect(added).toEqual([]);
  });

  it('sends one adduser for a double click on Save', async () => {
    const { added, user } = await addUserTyped();
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/user/userEdit?id=12'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(added.map((fields) => fields.userid)).toEqual(['12']);
  });

  it('says what replacing an existing user ID deletes, and replaces it only when asked to', async () => {
    const added = addDevice(['7']);
    const user = userEvent.setup();
    await renderScreen(<UserEdit />, '/user/addUser');
    await user.type(field('User ID'), '7');
    await user.type(field('User Name'), 'Someone Else');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'User exists' });
    expect(dialog).toHaveTextContent('User 7 is already on the device.');
    expect(dialog).toHaveTextContent(
      'Replace deletes it with its fingerprints, face, photo, card and password, and adds it again from this form.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(added).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Replace this user' }));
    await waitFor(() => expect(added).toEqual([expect.objectContaining({ userid: '7', overwrite: '1' })]));
  });

  it('updates an existing user ID instead of replacing it: fingerprints and face kept, an empty card keeps the card', async () => {
    const added = addDevice(['7']);
    const edits: Record<string, string>[] = [];
    server.use(
      http.post('*/goform/edituser', async ({ request }) => {
        const fields = await fieldsOf(request);
        edits.push(fields);
        return success({ userid: fields.userid });
      }),
    );
    const user = userEvent.setup();
    await renderScreen(<UserEdit />, '/user/addUser');
    await user.type(field('User ID'), '7');
    await user.type(field('User Name'), 'Ana Lima');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'User exists' });
    expect(dialog).toHaveTextContent(
      "Update keeps its fingerprints and face, and its card, password and photo unless this form gives new ones; the other fields take this form's values.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Update this user' }));
    await waitFor(() => expect(edits).toHaveLength(1));
    expect(edits[0]).toEqual({ userid: '7', username: 'Ana Lima', admin: '0', groupid: '1', identifymode: '0' });
    expect(added).toEqual([]);
    expect(await screen.findByText('Success')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/user/userEdit?id=7'));
  });

  it('refuses a photo that is not JPEG or PNG before sending, and sends a PNG with the user', async () => {
    const added = addDevice();
    const user = userEvent.setup({ applyAccept: false });
    await renderScreen(<UserEdit />, '/user/addUser');
    await user.type(field('User ID'), '13');
    await user.type(field('User Name'), 'Photo Person');
    await user.upload(screen.getByLabelText('Choose a photo'), new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByText('The photo must be a JPEG or PNG image.')).toBeInTheDocument();
    const big = new File([new Uint8Array(300 * 1024)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Choose a photo'), big);
    expect(await screen.findByText('The photo is larger than 256 KB.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Choose a photo'), pngFile());
    expect(await screen.findByRole('img', { name: 'Photo preview' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(added).toHaveLength(1));
    // jsdom's File does not survive Node's FormData, so only the multipart field itself is checked.
    expect(added[0]).toMatchObject({ userid: '13', username: 'Photo Person', photo: expect.any(String) });
  });
  it('says at once that a text file named .png is no image, keeps what was typed and sends no photo', async () => {
    const added = addDevice();
    const user = userEvent.setup();
    await renderScreen(<UserEdit />, '/user/addUser');
    await user.type(field('User ID'), '14');
    await user.type(field('User Name'), 'Text Photo');
    const chooser = screen.getByLabelText('Choose a photo');
    await user.upload(chooser, new File(['just some text'], 'fake.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(chooser).toHaveAccessibleDescription('This file could not be read as an image: it is damaged or not a photo.'),
    );
    expect(screen.queryByRole('img', { name: 'Photo preview' })).not.toBeInTheDocument();
    expect(field('User Name')).toHaveValue('Text Photo');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toEqual(expect.objectContaining({ userid: '14', username: 'Text Photo' }));
    expect(added[0]).not.toHaveProperty('photo');
  });
});

describe('User Edit', () => {
  it('keeps what was typed (never the PIN) when the session ends on Save, and puts it back after the next login (walk #7)', async () => {
    const signIn = (token: string) => {
      localStorage.setItem('Admin-Token', token);
      localStorage.setItem('sever-role', JSON.stringify({ funs: ['user'], name: 'admin', userid: '1' }));
    };
    sessionStorage.clear();
    signIn('tkn');
    const edits = editDevice();
    server.use(http.post('*/goform/edituser', () => failure(40104)));
    const user = userEvent.setup();
    const first = await renderScreen(<UserEdit />, '/user/userEdit?id=7');
    await user.clear(await screen.findByDisplayValue('Ana Souza'));
    await user.type(field('User Name'), 'Ana Lima');
    await user.type(field('Password'), '2468');
    await user.type(field('Confirm'), '2468');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(navigation.reloadTo).toHaveBeenCalled(), { timeout: 5000 });
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('2468');
    first.unmount();

    signIn('tkn2');
    server.use(http.post('*/goform/edituser', async ({ request }) => (edits.push(await fieldsOf(request)), success({ userid: '7' }))));
    await renderScreen(<UserEdit />, '/user/userEdit?id=7');
    expect(await screen.findByText('Your unsaved changes were restored. Save them to keep them.')).toBeInTheDocument();
    expect(field('User Name')).toHaveValue('Ana Lima');
    expect(field('Password')).toHaveValue('');
    await expectSaveSucceeds(user);
    expect(edits.at(-1)).toMatchObject({ userid: '7', username: 'Ana Lima' });
    expect(screen.queryByText(/were restored/)).not.toBeInTheDocument();
  }, 20_000);

  it('loads the user, saves a changed name and shows Success', async () => {
    const edits = editDevice();
    const user = userEvent.setup();
    await renderScreen(<UserEdit />, '/user/userEdit?id=7');
    expect(await screen.findByDisplayValue('Ana Souza')).toBeInTheDocument();
    expect(field('User ID')).toHaveValue('7');
    expect(field('User ID')).toHaveAttribute('readonly');
    // Shown, not asked for: no required mark on a value that cannot be typed into.
    expect(field('User ID')).not.toBeRequired();
    expect(screen.getByText('User ID', { selector: 'label' })).toHaveTextContent(/^User ID$/);
    expect(field('User Name')).toBeRequired();
    expect(screen.getByText('2 of 10 fingerprints enrolled.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage fingerprints' })).toHaveAttribute('href', '/user/fingerprint?id=7');
    expect(screen.getByRole('link', { name: 'Identify Mode' })).toHaveAttribute('href', '/user/identify?id=7');
    await user.clear(field('User Name'));
    await user.type(field('User Name'), 'Ana S.');
    await expectSaveSucceeds(user);
    expect(edits).toEqual([expect.objectContaining({ userid: '7', username: 'Ana S.', cardid: '123456' })]);
    expect(edits[0]).not.toHaveProperty('password');
  });

  it('saves a pasted name without the spaces around it, as the device stores it (issue 34, walk #15)', async () => {
    const edits = editDevice();
    const user = userEvent.setup();
    await renderScreen(<UserEdit />, '/user/userEdit?id=7');
    expect(await screen.findByDisplayValue('Ana Souza')).toBeInTheDocument();
    await user.clear(field('User Name'));
    await user.click(field('User Name'));
    await user.paste('  Anna Lee  ');
    await expectSaveSucceeds(user);
    expect(edits).toEqual([expect.objectContaining({ userid: '7', username: 'Anna Lee' })]);
  });

  it('asks before leaving an edited user for its fingerprints, and not once saved', async () => {
    editDevice();
    const user = userEvent.setup();
    await renderScreen(<UserEdit />, '/user/userEdit?id=7');
    await user.type(await screen.findByDisplayValue('Ana Souza'), ' Lima');
    await user.click(screen.getByRole('link', { name: 'Manage fingerprints' }));
    expect(await screen.findByRole('alertdialog', { name: 'Unsaved changes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await expectSaveSucceeds(user);
    await user.click(screen.getByRole('link', { name: 'Manage fingerprints' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/user/fingerprint?id=7'));
  });

  it('leads Back to the list where it was left, also through Fingerprints and back', async () => {
    editDevice();
    const user = userEvent.setup();
    const { router } = await renderScreen(<UserEdit />, '/user/userEdit?id=7');
    const fromList = { list: '/user/userList?search=Ana&page=2' };
    await act(() => router.navigate('/user/userEdit?id=7', { state: fromList }));
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', fromList.list);
    await user.click(screen.getByRole('link', { name: 'Manage fingerprints' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/fingerprint'));
    expect(router.state.location.state).toEqual(fromList);
  });

  it('says a name that is too long once: the message and the count, not a second "Too long"', async () => {
    const edits = editDevice();
    const user = userEvent.setup();
    await renderScreen(<UserEdit />, '/user/userEdit?id=7');
    const name = await screen.findByDisplayValue('Ana Souza');
    await user.clear(name);
    await user.click(name);
    await user.paste('N'.repeat(200));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('At most 24 characters'));
    expect(screen.getByText('200/24')).toBeInTheDocument();
    expect(screen.queryByText(/Too long/)).not.toBeInTheDocument();
    expect(edits).toEqual([]);
  });

  it('keeps every edit on the form and says so when the device refuses the photo; Save without it then works', async () => {
    deviceBasics();
    const edits: Record<string, string>[] = [];
    server.use(
      http.post('*/goform/GetUserInfo', () => success(USER_7)),
      http.post('*/goform/edituser', async ({ request }) => {
        const fields = await fieldsOf(request);
        edits.push(fields);
        return fields.photo === undefined ? success({ userid: '7' }) : failure(10102);
      }),
    );
    const user = userEvent.setup();
    await renderScreen(<UserEdit />, '/user/userEdit?id=7');
    const name = await screen.findByDisplayValue('Ana Souza');
    await user.clear(name);
    await user.type(name, 'Ana Lima');
    await user.clear(field('Card NO.'));
    await user.type(field('Card NO.'), '777');
    await user.upload(screen.getByLabelText('Choose a photo'), pngFile());
    expect(await screen.findByRole('img', { name: 'Photo preview' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(edits).toHaveLength(1));
    const refusal =
      'The device refused this photo, so nothing was saved; your other changes are still on the form. Choose another photo or remove it, then save again.';
    await waitFor(() => expect(screen.getByLabelText('Choose a photo')).toHaveAccessibleDescription(refusal));
    expect(field('User Name')).toHaveValue('Ana Lima');
    expect(field('Card NO.')).toHaveValue('777');
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(edits).toHaveLength(2));
    expect(edits[1]).toEqual(expect.objectContaining({ userid: '7', username: 'Ana Lima', cardid: '777' }));
    expect(await screen.findByText('Success')).toBeInTheDocument();
  });

  it('shows the device refusal translated (card taken)', async () => {
    editDevice();
    const user = userEvent.setup();
    await renderScreen(<UserEdit />, '/user/userEdit?id=7');
    await screen.findByDisplayValue('Ana Souza');
    await user.clear(field('Card NO.'));
    await user.type(field('Card NO.'), '999');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User Card Already Exists')).toBeInTheDocument();
  });

  it('enrols the face: waiting screen while the device answers wait, then the result', async () => {
    editDevice();
    const actions: string[] = [];
    let polls = 0;
    server.use(
      http.post('*/goform/getOnlineEnrollStatus', async ({ request }) => {
        const { action } = await fieldsOf(request);
        actions.push(action!);
        if (action === 'start') return waiting({ progress: 0 });
        return ++polls < 2 ? waiting({ progress: 50 }) : success({ userid: 7 });
      }),
    );
    const { overlay } = await enrolFaceOfUser7();
    expect(within(overlay).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(await screen.findByText('Enrollment succeeded', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(actions).toEqual(['start', 'status', 'status']);
  });

  it('cancels a face enrolment on the device', async () => {
    editDevice();
    const actions: string[] = [];
    server.use(
      http.post('*/goform/getOnlineEnrollStatus', async ({ request }) => {
        const { action } = await fieldsOf(request);
        actions.push(action!);
        return action === 'cancel' ? success() : waiting({ progress: 10 });
      }),
    );
    const { user, overlay } = await enrolFaceOfUser7();
    await user.click(within(overlay).getByRole('button', { name: 'Cancel' }));
    const told = await screen.findByText('Enrollment cancelled');
    // A cancel is the user's own choice, not an error: a neutral toast.
    expect(told.closest('[data-type]')).toHaveAttribute('data-type', 'info');
    await waitFor(() => expect(actions).toContain('cancel'));
  });

  it('speaks Simplified Chinese when the console does', async () => {
    editDevice();
    await inLanguage('zhCN', async () => {
      await renderScreen(<UserEdit />, '/user/userEdit?id=7');
      // The first render waits for the Chinese catalogues to load, then for the user.
      expect(await screen.findByLabelText(/^用户名/, { selector: 'input' }, { timeout: 5000 })).toHaveValue('Ana Souza');
      expect(screen.getByRole('heading', { name: '编辑用户' })).toBeInTheDocument();
    });
  });
});

describe('User forms for an operator (User section only)', () => {
  it('offers no Admin switch on Add User (the administrator has one)', async () => {
    addDevice();
    const operator = await renderScreen(<UserEdit />, '/user/addUser', { as: 'operator' });
    expect(await screen.findByRole('heading', { name: 'Add User' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Admin')).not.toBeInTheDocument();
    operator.unmount();
    await renderScreen(<UserEdit />, '/user/addUser');
    expect(await screen.findByLabelText('Admin')).toBeInTheDocument();
  });

  it('shows an administrator user read-only, without Save, enrolment or photo controls', async () => {
    const edits = editDevice({ ...USER_7, admin: 1 });
    await renderScreen(<UserEdit />, '/user/userEdit?id=7', { as: 'operator' });
    expect(await screen.findByRole('note')).toHaveTextContent('only an account with full rights can change it');
    expect(field('User Name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manage fingerprints' })).not.toBeInTheDocument();
    expect(edits).toEqual([]);
  });

  it('lets an operator edit an ordinary user, still without the Administrator switch', async () => {
    editDevice();
    await renderScreen(<UserEdit />, '/user/userEdit?id=7', { as: 'operator' });
    await waitFor(() => expect(field('User Name')).toHaveValue('Ana Souza'));
    expect(field('User Name')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Admin')).not.toBeInTheDocument();
  });
});
