import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { fakeLiveStream } from '@tac/goform/testing';
import { provideSectionTexts, setLanguage } from '@tac/i18n';
import { testSectionTexts } from '@tac/ui/testing';
import { answer, server } from '../test/goform';
import { ADMIN, fakeSection, OPERATOR, renderShell } from '../test/renderShell';
import { setupShellTests } from '../test/setup';

setupShellTests();
beforeAll(() => provideSectionTexts(testSectionTexts()));

const sections = [fakeSection('users', '/user/userList', 'User List'), fakeSection('data-report', '/advSetting/recordList', 'Records')];
const banner = () => screen.findByRole('region', { name: 'Door alarms' });

/** The device's stream, opened by the console once it is in; the alarms in force sent on it. */
async function streamOf(live: ReturnType<typeof fakeLiveStream>) {
  await waitFor(() => expect(live.connections).toHaveLength(1));
  const alarms = (list: string[]) => act(() => live.last.send('alarms', { door: 1, alarms: list }));
  return { alarms };
}

it('names the door and the alarm on any page, acknowledges it, and goes when the device says the alarm ended', async () => {
  const live = fakeLiveStream(server);
  const acknowledged: unknown[] = [];
  server.use(
    http.post('*/goform/AcknowledgeAlarm', async ({ request }) => {
      acknowledged.push(await request.json());
      return answer({ alarms: [] });
    }),
  );
  const user = userEvent.setup();
  await renderShell({ path: '/user/userList', session: ADMIN, sections });
  const { alarms } = await streamOf(live);
  expect(live.last.request.headers.get('x-token')).toBe(ADMIN.token);
  await alarms(['forcedOpen']);

  const region = await banner();
  expect(within(region).getByRole('alert')).toHaveTextContent('Alarm at door 1: Forced open');
  await user.click(within(region).getByRole('button', { name: 'Acknowledge Forced open' }));
  expect(acknowledged).toEqual([{ alarm: 'forcedOpen' }]);
  // Acknowledged here or in another console: the stream's word takes it away.
  await alarms([]);
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Door alarms' })).not.toBeInTheDocument());
});

it('shows an account without the access-control right the alarm, without Acknowledge', async () => {
  const live = fakeLiveStream(server);
  await renderShell({ path: '/user/userList', session: OPERATOR, sections });
  const { alarms } = await streamOf(live);
  await alarms(['tamper', 'duress']);
  const region = await banner();
  expect(within(region).getAllByRole('alert').map((a) => a.textContent)).toEqual(['Alarm at door 1: Tamper', 'Alarm at door 1: Duress']);
  expect(within(region).queryByRole('button')).not.toBeInTheDocument();
});

it('reads in Arabic, right to left', async () => {
  const live = fakeLiveStream(server);
  await setLanguage('ar');
  await renderShell({ path: '/user/userList', session: ADMIN, sections });
  const { alarms } = await streamOf(live);
  await alarms(['heldOpen']);
  const region = await screen.findByRole('region', { name: 'إنذارات الباب' });
  expect(within(region).getByRole('button', { name: /^تأكيد: / })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
});

it('opens no stream for an account without the event log right', async () => {
  const live = fakeLiveStream(server);
  await renderShell({ path: '/user/userList', session: { ...OPERATOR, funs: ['user'] }, sections });
  await act(async () => {});
  expect(live.connections).toEqual([]);
});
