import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { leftToRight } from '@tac/i18n';
import { failure, queryOf, success } from '@tac/goform/testing';
import { renderScreen, server, withFakeDevice } from '../../test/harness';
import Group from './Group';
import { fakeHolidays } from '../../test/holidays';
import { expectSaveRefused, expectSaveSucceeds } from '@tac/ui/testing';


const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const zone = (id: number, start: string, end: string) => ({
  id,
  ...Object.fromEntries(DAYS.flatMap((d) => [[`${d}start`, start], [`${d}end`, end]])),
});
// Zones 1, 2 and 5 are in use; the rest are closed every day.
const ZONES = Array.from({ length: 32 }, (_, i) =>
  [1, 2, 5].includes(i + 1) ? zone(i + 1, '08:00', '18:00') : zone(i + 1, '00:00', '00:00'),
);
let groups = Array.from({ length: 16 }, (_, i) => ({ id: i + 1, time1: i === 0 ? 1 : 0, time2: 0, time3: 0, time4: 0 }));
groups[2] = { id: 3, time1: 2, time2: 7, time3: 0, time4: 0 };
const initial = groups;

let saved: Record<string, string>[] = [];
let reads = 0;
withFakeDevice();
beforeEach(() => {
  saved = [];
  reads = 0;
  groups = initial;
  server.use(
    http.get('*/goform/SetTimeIntervalInfo', () => success({ items: ZONES })),
    http.get('*/goform/SetGroupInfo', () => {
      reads++;
      return success({ items: groups });
    }),
    http.get('*/goform/GetGroupInfo', ({ request }) => {
      const fields = queryOf(request);
      saved.push(fields);
      const id = Number(fields.id);
      const row = { id, time1: +fields.time1!, time2: +fields.time2!, time3: +fields.time3!, time4: +fields.time4! };
      groups = groups.map((g) => (g.id === id ? row : g));
      return success(row);
    }),
  );
});

const slot = (n: number) => screen.getByRole('combobox', { name: `Time ${n}` });
const groupPicker = () => screen.getByRole('combobox', { name: 'Group' });
const table = () => screen.getByRole('table', { name: 'All groups and their time zones' });

async function loaded() {
  await renderScreen(<Group />);
  await waitFor(() => expect(slot(1)).toHaveValue('1'));
}

it("is titled 'TZ Group', lists the 16 groups, and offers only time zones in use", async () => {
  await loaded();
  expect(screen.getByRole('heading', { name: 'TZ Group', level: 1 })).toBeInTheDocument();
  expect(within(table()).getAllByRole('row')).toHaveLength(17);
  const options = within(slot(2))
    .getAllByRole('option')
    .map((o) => o.textContent);
  expect(options).toEqual(['Not used', 'Time zone 1', 'Time zone 2', 'Time zone 5']);
});

it('shows the hours of the zones a group names, in the table and under each slot', async () => {
  const user = userEvent.setup();
  await loaded();
  const first = within(table()).getAllByRole('row')[1]!;
  expect(within(first).getAllByRole('cell')[1]).toHaveTextContent(`1Mon–Sun ${leftToRight('08:00–18:00')}`);
  expect(slot(1)).toHaveAccessibleDescription(`Mon–Sun ${leftToRight('08:00–18:00')}`);
  expect(slot(2)).not.toHaveAccessibleDescription();
  await user.selectOptions(slot(2), '5');
  expect(slot(2)).toHaveAccessibleDescription(`Mon–Sun ${leftToRight('08:00–18:00')}`);
});

it('shows a zone the group already names even when it is no longer in use', async () => {
  const user = userEvent.setup();
  await loaded();
  await user.click(screen.getByRole('button', { name: 'Edit group 3' }));
  await waitFor(() => expect(groupPicker()).toHaveValue('3'));
  await waitFor(() => expect(slot(2)).toHaveValue('7'));
  expect(within(slot(2)).getByRole('option', { name: 'Time zone 7 (unused)' })).toBeInTheDocument();
});

it('saves a group with GetGroupInfo, says Success, and the shared group list reads the new row', async () => {
  const user = userEvent.setup();
  await loaded();
  await user.selectOptions(slot(2), '5');
  await expectSaveSucceeds(user);
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({ id: '1', time1: '1', time2: '5', time3: '0', time4: '0' });
  // The AccessGroups tag was invalidated: the one shared query read the device again.
  await waitFor(() => expect(reads).toBe(2));
  const first = within(table()).getAllByRole('row')[1]!;
  await waitFor(() => expect(within(first).getAllByRole('cell')[2]).toHaveTextContent('5'));
});

it('refuses the same time zone in two slots without calling the device', async () => {
  const user = userEvent.setup();
  await loaded();
  await user.selectOptions(slot(3), '1');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('This time zone is already named in another slot')).toBeInTheDocument();
  expect(slot(3)).toHaveAccessibleDescription('This time zone is already named in another slot');
  expect(saved).toHaveLength(0);
});

it('shows the catalogue message when the device fails, and not Success', async () => {
  server.use(http.get('*/goform/GetGroupInfo', () => failure(10001)));
  const user = userEvent.setup();
  await loaded();
  await user.selectOptions(slot(4), '2');
  await expectSaveRefused(user);
});

it('asks before another group replaces unsaved edits', async () => {
  const user = userEvent.setup();
  await loaded();
  await user.selectOptions(slot(2), '2');
  await user.selectOptions(groupPicker(), '3');
  const dialog = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
  await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(slot(1)).toHaveValue('2'));
  expect(groupPicker()).toHaveValue('3');
});

it('on a phone shows each group as a card whose Edit button opens the group', async () => {
  const desktopWidth = window.innerWidth;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
  try {
    const user = userEvent.setup();
    await loaded();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'All groups and their time zones' })).getAllByRole('listitem');
    expect(cards).toHaveLength(16);
    const third = within(screen.getByRole('listitem', { name: 'Group 3' }));
    expect(third.getAllByRole('term').map((term) => term.textContent)).toEqual(['Group', 'Time 1', 'Time 2', 'Time 3', 'Time 4']);
    await user.click(third.getByRole('button', { name: 'Edit group 3' }));
    expect(groupPicker()).toHaveValue('3');
  } finally {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: desktopWidth });
  }
});

it('names the holidays that change the group shown: those for every group and those naming it, through its time zones', async () => {
  fakeHolidays();
  const user = userEvent.setup();
  await loaded();
  expect(await screen.findByRole('link', { name: 'New Year (closed)' })).toHaveAttribute('href', '/advSetting/holidays');
  // Stocktaking is for group 3, which names time zone 2 (the holiday's zone 1 is not among them), then for zone 1.
  await user.selectOptions(groupPicker(), '3');
  await waitFor(() => expect(slot(1)).toHaveValue('2'));
  expect(screen.getByRole('link', { name: 'New Year (closed)' })).toBeInTheDocument();
  await user.selectOptions(slot(2), '1');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('link', { name: 'New Year (closed) and Stocktaking (hours of Time zone 2)' })).toBeInTheDocument();
});
