import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { AUDIT_AUTOMATIC, AUDIT_NOT_AN_ACCOUNT, type AuditRow } from '@tac/goform';
import { queryOf, recordedCall, success } from '@tac/goform/testing';
import { DATA_REPORT_PATHS as P } from '../../paths';
import { deviceSettings, downloadFields, inLanguage, renderScreen, server, withDownloadsCaught, withFakeDevice } from '../../test/harness';
import AuditLog from './AuditLog';

withFakeDevice();

const SETTINGS: AuditRow = {
  id: 12,
  datetime: '2026-11-20 14:05:09',
  kind: 'settings',
  account: 'admin',
  address: '192.0.2.10',
  target: 'device',
  changes: [
    { field: 'volume', from: '5', to: '8' },
    { field: 'adminpassword', secret: 1 },
  ],
};
const FAILED: AuditRow = { id: 11, datetime: '2026-11-20 14:00:00', kind: 'loginFailed', account: 'guess', address: '192.0.2.99', target: '', changes: [] };
const page = (record: AuditRow[], count = record.length) => ({ count, max: 100000, record });
const display = deviceSettings({ dateformat: 'YYYY-MM-DD', timeformat: 24 });

describe('Audit Log', () => {
  it('shows who did what from where, the fields changed old → new and a secret only as changed', async () => {
    const calls: Record<string, string>[] = [];
    server.use(...display, recordedCall('searchAuditLog', calls, page([SETTINGS, FAILED])));
    await renderScreen(<AuditLog />, P.auditLog);
    expect(screen.getByRole('heading', { name: 'Audit Log' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Audit Log' });
    const [, settingsRow, failedRow] = within(table).getAllByRole('row');
    expect(within(settingsRow!).getByRole('cell', { name: 'Settings changed' })).toBeInTheDocument();
    expect(within(settingsRow!).getByRole('cell', { name: '192.0.2.10' })).toBeInTheDocument();
    const changes = () => within(settingsRow!).getAllByRole('listitem').map((li) => li.textContent);
    await waitFor(() => expect(changes()).toEqual(['Volume: 5 → 8', 'Admin Password: changed (value not recorded)']));
    expect(within(failedRow!).getByRole('cell', { name: 'Failed login' })).toBeInTheDocument();
    expect(within(failedRow!).getByRole('cell', { name: 'guess' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('The device keeps the latest 100,000 entries; older ones are dropped.');
    expect(calls[0]).toMatchObject({ start: '0', limit: '50' });
  });

  it('shows a repeated refusal once with its count, and a failed login\'s name that is no account in the reader\'s words', async () => {
    const repeated: AuditRow = { ...FAILED, account: AUDIT_NOT_AN_ACCOUNT, count: 57 };
    server.use(...display, recordedCall('searchAuditLog', [], page([repeated])));
    await renderScreen(<AuditLog />, P.auditLog);
    const table = await screen.findByRole('table', { name: 'Audit Log' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByRole('cell', { name: 'Failed login ×57' })).toBeInTheDocument();
    expect(within(row!).getByTitle('Number of times: 57')).toBeInTheDocument();
    expect(within(row!).getByRole('cell', { name: '(not an account name)' })).toBeInTheDocument();
  });

  it('names a network change the device put back by itself, its account in the reader\'s words, not as an account', async () => {
    const reverted: AuditRow = { ...SETTINGS, kind: 'settingsReverted', account: AUDIT_AUTOMATIC, target: 'ethernet' };
    server.use(...display, recordedCall('searchAuditLog', [], page([reverted])));
    await renderScreen(<AuditLog />, P.auditLog);
    const table = await screen.findByRole('table', { name: 'Audit Log' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByRole('cell', { name: 'Settings reverted automatically' })).toBeInTheDocument();
    expect(within(row!).getByText('(automatic)').tagName).toBe('I');
    expect(within(row!).getByRole('cell', { name: '192.0.2.10' })).toBeInTheDocument();
  });

  it('searches by account, date range and kind of event, keeps them in the address and pages through the device', async () => {
    const calls: Record<string, string>[] = [];
    server.use(
      ...display,
      http.get('*/goform/searchAuditLog', ({ request }) => {
        calls.push(queryOf(request));
        return success(page([{ ...SETTINGS, id: Number(queryOf(request).start ?? 0) }], 120));
      }),
    );
    const user = userEvent.setup();
    await renderScreen(<AuditLog />, P.auditLog);
    await screen.findByText('Page 1 of 3 (120 rows)');
    await user.type(screen.getByLabelText('Account'), 'operator');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-10');
    await user.selectOptions(screen.getByLabelText('Event'), 'User added');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ account: 'operator', from: '2026-11-01', to: '2026-11-10', kind: 'userAdd', start: '0' }),
    );
    expect(screen.getByLabelText('location')).toHaveTextContent('account=operator&kind=userAdd&from=2026-11-01&to=2026-11-10');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3 (120 rows)');
    expect(calls.at(-1)).toMatchObject({ account: 'operator', kind: 'userAdd', start: '50', limit: '50' });
  });

  it('refuses a range that ends before it starts, without searching', async () => {
    let calls = 0;
    server.use(...display, http.get('*/goform/searchAuditLog', () => (calls++, success(page([])))));
    const user = userEvent.setup();
    await renderScreen(<AuditLog />, P.auditLog);
    await screen.findByText('No entries match this search.');
    await user.type(screen.getByLabelText('From'), '2026-11-10');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The end date must not be before the start date')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('tells an operator that it sees its own entries only', async () => {
    server.use(...display, http.get('*/goform/searchAuditLog', () => success(page([FAILED]))));
    await renderScreen(<AuditLog />, P.auditLog, { as: 'operator' });
    expect(await screen.findByRole('note')).toHaveTextContent('You see only your own entries.');
  });

  it('hands the download of the current search to the browser with the titles and the kinds in the console language', async () => {
    server.use(...display, http.get('*/goform/searchAuditLog', () => success(page([SETTINGS], 3))));
    await withDownloadsCaught(async (urls) => {
      const user = userEvent.setup();
      await renderScreen(<AuditLog />, `${P.auditLog}?account=admin&kind=settings`);
      await screen.findByRole('cell', { name: 'Settings changed' });
      await user.click(screen.getByRole('button', { name: 'Download CSV' }));
      expect(urls[0]?.pathname).toBe('/goform/DownloadAuditLog');
      expect(downloadFields(urls[0])).toMatchObject({
        token: 'tok',
        account: 'admin',
        kind: 'settings',
        sep: ',',
        texts: expect.objectContaining({
          datetime: 'Date Time',
          kind: 'Event',
          details: 'Details',
          'kind.settings': 'Settings changed',
          'kind.lockout': 'Lockout',
          secretChanged: 'changed (value not recorded)',
        }),
      });
      expect(screen.getByText(/download of 3 rows was handed to the browser/)).toBeInTheDocument();
    });
  });

  it('names the fields changed as their own screens label them, in the reader\'s language, the device\'s key where none does', async () => {
    const userEdit: AuditRow = {
      ...SETTINGS,
      id: 13,
      kind: 'userEdit',
      target: '43',
      changes: [
        { field: 'username', from: 'Ana', to: 'Ana Novak' },
        { field: 'groupid', from: '0', to: '1' },
        { field: 'photo', to: '1' },
        { field: 'sessions', to: 'ended' },
      ],
    };
    const ethernet: AuditRow = { ...SETTINGS, id: 14, target: 'ethernet', changes: [{ field: 'ip', from: '192.168.0.218', to: '192.168.0.77' }] };
    const timeZone: AuditRow = { ...SETTINGS, id: 15, target: 'timezone 3', changes: [{ field: 'monstart', from: '00:00', to: '08:00' }] };
    server.use(...display, recordedCall('searchAuditLog', [], page([userEdit, ethernet, timeZone])));
    await inLanguage('de', async () => {
      await renderScreen(<AuditLog />, P.auditLog);
      const table = await screen.findByRole('table', { name: 'Audit-Protokoll' });
      const [, userRow, ethernetRow, timeZoneRow] = within(table).getAllByRole('row');
      await waitFor(() => expect(within(userRow!).getAllByRole('listitem')[0]).toHaveTextContent('Benutzername: Ana → Ana Novak'));
      expect(within(userRow!).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        'Benutzername: Ana → Ana Novak',
        'Gruppe: 0 → 1',
        'Foto:  → 1',
        'sessions:  → ended',
      ]);
      expect(within(ethernetRow!).getByRole('listitem')).toHaveTextContent('IP-Adresse: 192.168.0.218 → 192.168.0.77');
      expect(within(timeZoneRow!).getByRole('listitem')).toHaveTextContent('Montag · Beginn: 00:00 → 08:00');
      expect(within(table).queryByText(/username|groupid|\bip\b|monstart/)).not.toBeInTheDocument();
    });
  });

  it('reads right to left in Arabic: its labels, its kinds, and the change arrow pointing the way it reads', async () => {
    server.use(...display, http.get('*/goform/searchAuditLog', () => success(page([SETTINGS]))));
    await inLanguage('ar', async () => {
      await renderScreen(<AuditLog />, P.auditLog);
      const table = await screen.findByRole('table', { name: 'سجل التدقيق' });
      expect(within(table).getByRole('cell', { name: 'تغيير الإعدادات' })).toBeInTheDocument();
      await waitFor(() => expect(within(table).getAllByRole('listitem')[0]).toHaveTextContent('مستوى الصوت: 5 ← 8'));
      expect(screen.getByLabelText('الحساب')).toBeInTheDocument();
      expect(screen.getByLabelText('الحدث')).toBeInTheDocument();
    });
  });
});
