import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { BACKUP_GROUPS } from '@tac/goform';
import { failure, success } from '@tac/goform/testing';
import { catchSavedFiles } from '@tac/ui/testing';
import { inLanguage, renderScreen, server, withFakeDevice } from '../../test/harness';
import BackupRestore from './BackupRestore';

/** A file as the browser hands it over (Node's File: the test's FormData refuses jsdom's). */
const backupFile = () => new NodeFile(['{"header":{}}'], 'backup-1.json') as unknown as File;

const HEADER = { model: 'TAC-EMU', serial: '0000000000000001', firmware: 'V3.2.8', version: 1, created: '2026-03-02T10:00:00.000Z' };
const PREVIEW = {
  header: HEADER,
  origin: 'device',
  groups: [...BACKUP_GROUPS],
  proposed: [...BACKUP_GROUPS],
  changes: [
    { group: 'kaoqin', field: 'duplicatepunch', current: 40, restored: 3 },
    { group: 'timezone', row: 3, field: 'monend', current: '18:00', restored: '17:00' },
    { group: 'wifi', field: 'password', current: 'old-secret', restored: 'new-secret' },
  ],
  users: { added: 2, changed: 1, removed: 0 },
  problems: [],
};

let sent: { mode: string; file: string; foreign?: string; passphrase?: string; groups?: string }[] = [];
let ethernetWrites: Record<string, string>[] = [];

withFakeDevice();
beforeEach(() => {
  sent = [];
  ethernetWrites = [];
});

/** The device's answers to RestoreBackup by mode; what the screen sent is recorded. */
function device(answers: Partial<Record<'check' | 'apply', () => Response>>) {
  server.use(
    http.post('*/goform/RestoreBackup', async ({ request }) => {
      const form = await request.formData();
      const mode = String(form.get('mode'));
      const foreign = form.get('foreign');
      const passphrase = form.get('passphrase');
      const groups = form.get('groups');
      sent.push({
        mode,
        file: (form.get('backup') as File).name,
        ...(foreign === null ? {} : { foreign: String(foreign) }),
        ...(passphrase === null ? {} : { passphrase: String(passphrase) }),
        ...(groups === null ? {} : { groups: String(groups) }),
      });
      return answers[mode as 'check' | 'apply']?.() ?? failure(10003);
    }),
    http.get('*/goform/GetEthernetParam', ({ request }) => {
      const { _t: _time, ...fields } = Object.fromEntries(new URL(request.url).searchParams);
      ethernetWrites.push(fields);
      return success({ ipmode: 'static', ip: '192.168.0.50', mask: '255.255.255.0', gateway: '192.168.0.1', dns: '8.8.8.8' });
    }),
  );
}

/** Restore, then Restore again in the confirmation: what the confirmation said. */
async function confirmRestore(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Restore' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Restore this backup?' });
  const said = dialog.textContent;
  await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
  return said;
}

async function chooseFile() {
  const user = userEvent.setup();
  await renderScreen(<BackupRestore />);
  await user.upload(screen.getByLabelText('Backup file'), backupFile());
  return user;
}

describe('Backup and Restore', () => {
  it('downloads the settings backup from the device with the session token', async () => {
    const user = userEvent.setup();
    await renderScreen(<BackupRestore />);
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
    await user.click(screen.getByRole('button', { name: 'Download backup' }));
    click.mockRestore();
    expect(clicked.map((href) => new URL(href).pathname)).toEqual(['/goform/DownloadBackup']);
    expect(new URL(clicked[0]!).searchParams.get('users')).toBeNull();
    expect(new URL(clicked[0]!).searchParams.get('token')).toBeTruthy();
    expect(screen.getByText('The download has started.')).toBeInTheDocument();
  });

  it('asks a passphrase twice for a backup with users (biometric data), checks it, and sends it in a POST body, never in the URL', async () => {
    const posted: { url: string; body: URLSearchParams; token: string | null }[] = [];
    server.use(
      http.post('*/goform/DownloadBackup', async ({ request }) => {
        posted.push({ url: request.url, body: new URLSearchParams(await request.text()), token: request.headers.get('x-token') });
        return new HttpResponse('{"header":{},"sealed":{}}', {
          headers: { 'content-type': 'application/json', 'content-disposition': 'attachment; filename="backup_0000000000000001_2026-03-02.json"' },
        });
      }),
    );
    const { saved, restore } = catchSavedFiles('backup');
    const user = userEvent.setup();
    await renderScreen(<BackupRestore />);
    await user.click(screen.getByRole('checkbox', { name: /Include users/ }));
    expect(screen.getByText(/The file will hold the users' fingerprints \(biometric data\), so the device encrypts it/)).toBeInTheDocument();
    const first = screen.getByLabelText('Passphrase');
    const again = screen.getByLabelText('Passphrase again');
    expect(first).toHaveAttribute('type', 'password');

    await user.type(first, 'too short');
    await user.click(screen.getByRole('button', { name: 'Download backup' }));
    expect(await screen.findByText('The passphrase must have at least 12 characters.')).toBeInTheDocument();
    await user.clear(first);
    await user.type(first, 'correct horse battery');
    await user.type(again, 'correct horse batterY');
    await user.click(screen.getByRole('button', { name: 'Download backup' }));
    expect(await screen.findByText('The two passphrases are not the same.')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.clear(again);
    await user.type(again, 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Download backup' }));
    expect(await screen.findByText('The download has started.')).toBeInTheDocument();
    restore();
    expect(posted).toHaveLength(1);
    expect(Object.fromEntries(posted[0]!.body)).toEqual({ users: '1', passphrase: 'correct horse battery' });
    expect(new URL(posted[0]!.url).searchParams.get('passphrase')).toBeNull();
    expect(posted[0]!.token).toBeTruthy();
    expect(saved).toEqual([{ href: 'blob:backup', download: 'backup_0000000000000001_2026-03-02.json' }]);
  });

  it('asks the passphrase of an encrypted file when the device needs it, and sends it with the check and the restore', async () => {
    let checks = 0;
    device({
      check: () => (++checks === 1 ? failure(10003, 'backupPassphrase') : success(PREVIEW)),
      apply: () => success({ ...PREVIEW, rollback: [] }),
    });
    const user = await chooseFile();
    expect(await screen.findByRole('alert')).toHaveTextContent('The backup file is encrypted: type the passphrase it was made with');
    const open = screen.getByRole('button', { name: 'Open the file' });
    expect(open).toBeDisabled();
    await user.type(screen.getByLabelText('Passphrase of the file'), 'correct horse battery');
    await user.click(open);
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('The backup was restored (changes: 3).')).toBeInTheDocument();
    expect(sent).toEqual([
      { mode: 'check', file: 'backup-1.json' },
      { mode: 'check', file: 'backup-1.json', passphrase: 'correct horse battery' },
      { mode: 'apply', file: 'backup-1.json', passphrase: 'correct horse battery', groups: 'wifi,kaoqin,timezone,users' },
    ]);
  });

  it('warns next to the download that the file holds the device’s passwords and the users’ fingerprints (biometric data)', async () => {
    await renderScreen(<BackupRestore />);
    const backupPart = screen.getByRole('region', { name: 'Back up' });
    expect(within(backupPart).getByRole('note')).toHaveTextContent(
      "Keep it safe: it holds the device's Wi-Fi and cloud passwords and, with users, their fingerprints (biometric data).",
    );
    expect(within(backupPart).getByRole('button', { name: 'Download backup' })).toBeInTheDocument();
  });

  it('checks a chosen file and previews each change (secrets hidden) and the users, changing nothing yet', async () => {
    device({ check: () => success(PREVIEW) });
    await chooseFile();
    const table = await screen.findByRole('table', { name: 'Settings the restore changes' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Screen', 'Setting', 'On the device', 'From the file']);
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['Attendance', 'Duplicate punch range (minutes)', '40', '3'],
      ['Time Zone 3', 'Monday · End', '18:00', '17:00'],
      ['Wi-Fi', 'Password', '(hidden)', '(hidden)'],
    ]);
    expect(screen.getByText('Users added: 2, changed: 1, removed: 0.')).toBeInTheDocument();
    expect(screen.getByText(/^Backup of TAC-EMU \(serial number 0000000000000001, firmware V3.2.8\)/)).toBeInTheDocument();
    expect(sent).toEqual([{ mode: 'check', file: 'backup-1.json' }]);
  });

  it('lists what the device refuses by screen and field in the console language, and offers no restore', async () => {
    device({
      check: () =>
        success({
          ...PREVIEW,
          changes: [],
          users: null,
          problems: [
            { group: 'ethernet', field: 'ip', message: 'network:validation.ipv4', values: { maxLength: 15 } },
            { group: 'kaoqin', field: 'duplicatepunch', message: 'common:numberMax', values: { bound: 250 } },
            { group: 'users', row: 4, field: 'cardid', message: 'users:validation.cardid', values: { max: 4294967295, maxLength: 10 } },
          ],
        }),
    });
    await chooseFile();
    const list = await screen.findByRole('list', { name: 'Values the device refuses' });
    expect(within(list).getAllByRole('listitem').map((i) => i.textContent)).toEqual([
      'Ethernet · IP Address: Enter an IPv4 address such as 192.168.0.10',
      'Attendance · Duplicate punch range (minutes): Enter a number of at most 250',
      'User List 4 · Card NO.: The card number is up to 10 digits (at most 4294967295)',
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('The device refuses these values of the file (3):');
    expect(screen.getByRole('button', { name: 'Restore' })).toBeDisabled();

    await inLanguage('ar', async () => {
      await waitFor(() =>
        expect(within(list).getAllByRole('listitem').map((i) => i.textContent)).toEqual([
          'إيثرنت · عنوان IP: أدخل عنوان IPv4 مثل 192.168.0.10',
          'الحضور · فترة منع تكرار الحركة (بالدقائق): أدخل رقمًا لا يزيد على 250',
          'قائمة المستخدمين 4 · رقم البطاقة: رقم البطاقة حتى 10 أرقام (4294967295 على الأكثر)',
        ]),
      );
    });
  });

  it('names choices by their options and switches as on their screens (how the clock is kept too), and hides every settings password', async () => {
    device({
      check: () =>
        success({
          ...PREVIEW,
          changes: [
            { group: 'workmode', field: 'workmode', current: 'attendance', restored: 'both' },
            { group: 'workmode', field: 'authmode', current: 'local', restored: 'localserver' },
            { group: 'identify', field: 'identifymode', current: 0, restored: 7 },
            { group: 'dst', field: 'mode', current: 'disable', restored: 'week' },
            { group: 'datetime', field: 'timemode', current: 'manual', restored: 'ntp' },
            { group: 'datetime', field: 'timezone', current: 'Asia/Tokyo', restored: 'Europe/Paris' },
            { group: 'access', field: 'doorsensor', current: 0, restored: 1 },
            { group: 'group', row: 2, field: 'time1', current: 0, restored: 5 },
            { group: 'wifi', field: 'appassword', current: '', restored: 'ap-secret' },
            { group: 'commmode', field: 'commpwd', current: '123', restored: '456' },
            { group: 'cloud', field: 'cloudpassword', current: 'a', restored: 'b' },
            { group: 'rest', field: 'restkey', current: 'k1', restored: 'k2' },
            { group: 'device', field: 'adminpassword', current: '', restored: '9999' },
          ],
        }),
    });
    await chooseFile();
    const table = await screen.findByRole('table', { name: 'Settings the restore changes' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['Work Mode', 'Work mode', 'Attendance', 'Attendance and access control'],
      ['Authorization Mode', 'Authorization mode', 'Local', 'Local, then server'],
      ['Identify Mode', 'Identify Mode', 'Any', 'Card + Password'],
      ['DST', 'DST mode', 'Disable', 'Week Format'],
      ['Time Setup', 'Time source', 'Manual', 'Network time (NTP)'],
      ['Time Setup', 'Geographic zone', 'Asia/Tokyo', 'Europe/Paris'],
      ['Access Setup', 'Door sensor', 'No', 'Yes'],
      ['TZ Group 2', 'Time 1', 'Not used', '5'],
      ['Wi-Fi', 'AP password', '(hidden)', '(hidden)'],
      ['Communication Mode', 'Password', '(hidden)', '(hidden)'],
      ['Cloud', 'Cloud password', '(hidden)', '(hidden)'],
      ['Secu One', 'Key', '(hidden)', '(hidden)'],
      ['Device', 'Admin Password', '(hidden)', '(hidden)'],
    ]);
    expect(table).not.toHaveTextContent(/ap-secret|456|9999|k2/);
  });

  it('shows a number with its unit as its screen does (the DST offset in hours, the card length in bytes), in each language’s plural', async () => {
    device({
      check: () =>
        success({
          ...PREVIEW,
          changes: [
            { group: 'dst', field: 'offset', current: 1, restored: 2 },
            { group: 'access', field: 'cardlength', current: 4, restored: 3 },
          ],
        }),
    });
    await chooseFile();
    const table = await screen.findByRole('table', { name: 'Settings the restore changes' });
    const rows = () => within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    await waitFor(() =>
      expect(rows()).toEqual([
        ['DST', 'Time change', '+1 hour', '+2 hours'],
        ['Access Setup', 'Card number length', '4 bytes', '3 bytes'],
      ]),
    );
    await inLanguage('pl', async () => {
      await waitFor(() =>
        expect(rows()).toEqual([
          ['Czas letni', 'Zmiana czasu', '+1 godzina', '+2 godziny'],
          ['Ustawienia dostępu', 'Długość numeru karty', '4 bajty', '3 bajty'],
        ]),
      );
    });
  });

  it.each([
    ['a wrong checksum', () => failure(10102, 'backupChecksum'), 'The backup file is damaged or was changed: its checksum does not match'],
    ['another model', () => failure(10102, 'backupModel'), 'The backup file was made by another device model'],
    ['a newer format', () => failure(10102, 'backupFormat'), 'The backup file has a newer format than this firmware can read'],
    ['a lockout', () => failure(10003, 'backupLockout'), 'This restore would leave no administrator able to log in'],
  ])('says why the device refuses %s, next to the file', async (_name, answer, text) => {
    device({ check: answer });
    await chooseFile();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
  });

  it('restores after confirmation and says so', async () => {
    device({ check: () => success(PREVIEW), apply: () => success({ ...PREVIEW, rollback: [] }) });
    const user = await chooseFile();
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore this backup?' });
    expect(dialog).toHaveTextContent('(changes: 3)');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('The backup was restored (changes: 3).')).toBeInTheDocument();
    expect(sent).toEqual([
      { mode: 'check', file: 'backup-1.json' },
      { mode: 'apply', file: 'backup-1.json', groups: 'wifi,kaoqin,timezone,users' },
    ]);
    expect(screen.queryByRole('checkbox', { name: /I know where this file comes from/ })).not.toBeInTheDocument();
  });

  it('Cancel in the confirmation restores nothing', async () => {
    device({ check: () => success(PREVIEW) });
    const user = await chooseFile();
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent.map((s) => s.mode)).toEqual(['check']);
  });

  const moved = { ...PREVIEW, changes: [{ group: 'ethernet', field: 'ip', current: '192.168.0.218', restored: '192.168.0.50' }] };
  async function restoreNetwork() {
    device({
      check: () => success(moved),
      apply: () => success({ ...moved, rollback: [{ group: 'ethernet', write: 'GetEthernetParam', rollbackms: 90_000 }] }),
    });
    const user = await chooseFile();
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    return { user, pending: await screen.findByRole('region', { name: 'Network settings changed' }) };
  }

  it('puts restored network settings under the Network screens’ countdown; Keep confirms them on the device', async () => {
    const { user, pending } = await restoreNetwork();
    expect(within(pending).getByRole('timer')).toHaveTextContent('The previous settings come back in 90 seconds unless you keep the new ones.');
    expect(pending).toHaveTextContent('Reconnect at 192.168.0.50');
    await user.click(within(pending).getByRole('button', { name: 'Keep the new settings' }));
    expect(await screen.findByText('The new network settings are kept.')).toBeInTheDocument();
    expect(ethernetWrites).toEqual([{ keep: '1' }]);
  });

  it('Revert puts the network settings the restore replaced back at once, as the Network screens do (revert=1: the device holds them)', async () => {
    const { user, pending } = await restoreNetwork();
    await user.click(within(pending).getByRole('button', { name: 'Revert' }));
    expect(await screen.findByText('The previous network settings are back.')).toBeInTheDocument();
    expect(ethernetWrites).toEqual([{ revert: '1' }]);
    expect(screen.queryByRole('region', { name: 'Network settings changed' })).not.toBeInTheDocument();
  });

  it('says a file this device did not sign is foreign, shows its network and cloud changes first, and restores it only once trusted (foreign=1)', async () => {
    const forged = {
      ...PREVIEW,
      origin: 'other',
      changes: [...PREVIEW.changes, { group: 'cloud', field: 'cloudserver', current: 'cloud.example.com', restored: 'evil.example' }],
    };
    device({ check: () => success(forged), apply: () => success({ ...forged, rollback: [] }) });
    const user = await chooseFile();
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('This file was not made by this device, or it was changed since: restore it only if you trust where it comes from.');
    const network = within(warning).getByRole('table', { name: 'It changes where the device connects and which cloud server it reports to:' });
    const rows = within(network).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['Wi-Fi', 'Password', '(hidden)', '(hidden)'],
      ['Cloud', 'Cloud server', 'cloud.example.com', 'evil.example'],
    ]);
    const restoreButton = screen.getByRole('button', { name: 'Restore' });
    expect(restoreButton).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I know where this file comes from and want to restore it' }));
    expect(restoreButton).toBeEnabled();
    await user.click(restoreButton);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('The backup was restored (changes: 4).')).toBeInTheDocument();
    expect(sent).toEqual([
      { mode: 'check', file: 'backup-1.json' },
      { mode: 'apply', file: 'backup-1.json', foreign: '1', groups: 'wifi,cloud,kaoqin,timezone,users' },
    ]);
  });

  it('says an unsigned file is not signed by any device, and sends no foreign flag for the device’s own file', async () => {
    device({ check: () => success({ ...PREVIEW, origin: 'unsigned' }) });
    await chooseFile();
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not signed by any device (made by hand or by an older firmware)');
    expect(screen.getByRole('checkbox', { name: 'I know where this file comes from and want to restore it' })).not.toBeChecked();
  });

  it('lists at most the problems the device sends and says how many more there are', async () => {
    const problems = Array.from({ length: 50 }, (_, i) => ({ group: 'users', row: i + 1, field: 'userid', message: 'common:invalid' }));
    device({ check: () => success({ ...PREVIEW, changes: [], users: null, problems, problemsMore: 9950 }) });
    await chooseFile();
    const list = await screen.findByRole('list', { name: 'Values the device refuses' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.getByText('…and 9950 more.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /I know where this file comes from/ })).not.toBeInTheDocument();
  });

  describe('which groups to restore (walk #4: one configured device cloned onto others)', () => {
    const ticks = (fieldset: HTMLElement) =>
      within(fieldset)
        .getAllByRole('checkbox')
        .map((box) => [box.getAttribute('aria-label') ?? box.closest('label')?.textContent, (box as HTMLInputElement).checked]);
    const tableRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]!.textContent);

    it('offers each group the file changes, named by its screen, all ticked for this device’s own file; an unticked group is left out of the preview and the restore', async () => {
      device({ check: () => success(PREVIEW), apply: () => success({ ...PREVIEW, changes: PREVIEW.changes.slice(0, 2), rollback: [] }) });
      const user = await chooseFile();
      const choice = await screen.findByRole('group', { name: 'What to restore' });
      await waitFor(() =>
        expect(ticks(choice)).toEqual([
          ['Wi-Fi', true],
          ['Attendance', true],
          ['Time Zone', true],
          ['User List', true],
        ]),
      );
      expect(screen.queryByText(/from another device/)).not.toBeInTheDocument();

      await user.click(within(choice).getByRole('checkbox', { name: 'Wi-Fi' }));
      await user.click(within(choice).getByRole('checkbox', { name: 'User List' }));
      expect(tableRows(screen.getByRole('table', { name: 'Settings the restore changes' }))).toEqual(['Attendance', 'Time Zone 3']);
      expect(screen.getByText("Users are not restored: the device's users stay as they are.")).toBeInTheDocument();

      expect(await confirmRestore(user)).toContain("What you ticked is replaced by the file's settings all at once (changes: 2); everything else stays as it is.");
      expect(await screen.findByText('The backup was restored (changes: 2).')).toBeInTheDocument();
      expect(sent.at(-1)).toEqual({ mode: 'apply', file: 'backup-1.json', groups: 'kaoqin,timezone' });
    });

    const otherDevice = {
      ...PREVIEW,
      header: { ...HEADER, serial: '0000000000000002' },
      origin: 'other',
      proposed: BACKUP_GROUPS.filter((g) => !['ethernet', 'internet', 'wifi'].includes(g)),
      changes: [
        { group: 'ethernet', field: 'ip', current: '192.168.0.218', restored: '192.168.0.220' },
        { group: 'wifi', field: 'ssid', current: 'Lab', restored: 'Office' },
        { group: 'kaoqin', field: 'duplicatepunch', current: 40, restored: 3 },
      ],
      users: null,
    };

    it('leaves another device’s network settings unticked and says why; they can still be ticked and restored', async () => {
      device({ check: () => success(otherDevice), apply: () => success({ ...otherDevice, rollback: [] }) });
      const user = await chooseFile();
      const choice = await screen.findByRole('group', { name: 'What to restore' });
      expect(within(choice).getByRole('note')).toHaveTextContent(
        'This backup is from another device (serial number 0000000000000002): its network settings are left out so that the two devices do not clash on the network. Tick them to restore them anyway.',
      );
      await waitFor(() =>
        expect(ticks(choice)).toEqual([
          ['Ethernet', false],
          ['Wi-Fi', false],
          ['Attendance', true],
        ]),
      );
      const table = screen.getByRole('table', { name: 'Settings the restore changes' });
      expect(tableRows(table)).toEqual(['Attendance']);
      // The foreign file's warning lists no network change that is not going to be made.
      expect(screen.queryByRole('table', { name: /It changes where the device connects/ })).not.toBeInTheDocument();

      await user.click(within(choice).getByRole('checkbox', { name: 'Ethernet' }));
      expect(tableRows(table)).toEqual(['Ethernet', 'Attendance']);
      expect(within(screen.getAllByRole('alert')[0]!).getByRole('table', { name: /It changes where the device connects/ })).toBeInTheDocument();
      await user.click(screen.getByRole('checkbox', { name: 'I know where this file comes from and want to restore it' }));
      await confirmRestore(user);
      await screen.findByText(/The backup was restored/);
      expect(sent.at(-1)).toEqual({ mode: 'apply', file: 'backup-1.json', foreign: '1', groups: 'ethernet,kaoqin' });
    });

    it('says it in the console language (Arabic)', async () => {
      device({ check: () => success(otherDevice) });
      await chooseFile();
      const choice = await screen.findByRole('group', { name: 'What to restore' });
      await inLanguage('ar', async () => {
        await waitFor(() =>
          expect(within(choice).getByRole('note')).toHaveTextContent(
            'هذه النسخة الاحتياطية من جهاز آخر (الرقم التسلسلي 0000000000000002): استُبعدت إعدادات الشبكة الخاصة به حتى لا يتعارض الجهازان على الشبكة. حدّدها لاستعادتها على أي حال.',
          ),
        );
        expect(screen.getByRole('group', { name: 'ما يُستعاد' })).toBeInTheDocument();
      });
    });

    it('offers no restore while nothing is ticked, and says so', async () => {
      device({ check: () => success(otherDevice) });
      const user = await chooseFile();
      const choice = await screen.findByRole('group', { name: 'What to restore' });
      await user.click(within(choice).getByRole('checkbox', { name: 'Attendance' }));
      expect(screen.getByText('Tick at least one item to restore.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Restore' })).toBeDisabled();
      expect(screen.getByText("The file's settings match the device's: no setting would change.")).toBeInTheDocument();
    });

    it('restores the rest of a file once the group whose values the device refuses is unticked', async () => {
      device({
        check: () =>
          success({ ...PREVIEW, users: null, problems: [{ group: 'users', row: 4, field: 'cardid', message: 'users:validation.cardid', values: { max: 4294967295, maxLength: 10 } }] }),
        apply: () => success({ ...PREVIEW, rollback: [] }),
      });
      const user = await chooseFile();
      await screen.findByRole('list', { name: 'Values the device refuses' });
      expect(screen.getByRole('button', { name: 'Restore' })).toBeDisabled();
      await user.click(within(screen.getByRole('group', { name: 'What to restore' })).getByRole('checkbox', { name: 'User List' }));
      expect(screen.queryByRole('list', { name: 'Values the device refuses' })).not.toBeInTheDocument();
      await confirmRestore(user);
      await screen.findByText(/The backup was restored/);
      expect(sent.at(-1)).toEqual({ mode: 'apply', file: 'backup-1.json', groups: 'wifi,kaoqin,timezone' });
    });
  });

  it('labels every control', async () => {
    await renderScreen(<BackupRestore />);
    expect(screen.getByRole('checkbox', { name: /Include users/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Backup file')).toHaveAttribute('type', 'file');
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Back up' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Restore' })).toBeInTheDocument();
  });
});
