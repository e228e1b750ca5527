import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { holidayGroup, HOLIDAY_COUNT, type HolidayRow } from '@tac/goform';
import { leftToRight } from '@tac/i18n';
import { success } from '@tac/goform/testing';
import { renderScreen, server, withFakeDevice } from '../../test/harness';
import { fakeHolidays, NEW_YEAR } from '../../test/holidays';
import Holidays from './Holidays';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const zone = (id: number, start: string, end: string) => ({ id, ...Object.fromEntries(DAYS.flatMap((d) => [[`${d}start`, start], [`${d}end`, end]])) });
// Zones 1 and 2 are in use; the rest are closed every day.
const ZONES = Array.from({ length: 32 }, (_, i) => (i < 2 ? zone(i + 1, '08:00', '18:00') : zone(i + 1, '00:00', '00:00')));
const GROUPS = Array.from({ length: 16 }, (_, i) => ({ id: i + 1, time1: 1, time2: 0, time3: 0, time4: 0 }));

withFakeDevice();
beforeEach(() => {
  server.use(
    http.get('*/goform/SetTimeIntervalInfo', () => success({ items: ZONES })),
    http.get('*/goform/SetGroupInfo', () => success({ items: GROUPS })),
  );
});

const table = () => screen.getByRole('table', { name: 'All holidays' });
const form = () => screen.getByRole('form');

async function loaded() {
  await renderScreen(<Holidays />);
  return screen.findByRole('table', { name: 'All holidays' });
}

it('lists the holidays with what they do, their days and what they apply to', async () => {
  fakeHolidays();
  await loaded();
  expect(screen.getByRole('heading', { name: 'Holidays', level: 1 })).toBeInTheDocument();
  const rows = within(table()).getAllByRole('row').slice(1);
  expect(rows.map((r) => r.textContent)).toEqual([
    expect.stringContaining('New Year (closed)2027-01-01, every yearAll time zones and groups'),
    expect.stringContaining(`Stocktaking (hours of Time zone 2)${leftToRight('2027-03-01 – 2027-03-03')}Time zone 1 and Group 3`),
  ]);
});

it('adds a holiday in a free row: one day by default, closed, for everything; then lists it', async () => {
  const device = fakeHolidays();
  const user = userEvent.setup();
  await loaded();
  await user.click(screen.getByRole('button', { name: 'Add holiday' }));
  await user.type(within(form()).getByRole('textbox', { name: /^Name/ }), 'Founders’ Day');
  await user.type(within(form()).getByRole('textbox', { name: /^First day/ }), '2027-05-04');
  await user.tab();
  expect(within(form()).getByRole('textbox', { name: /^Last day/ })).toHaveValue('2027-05-04');
  await user.click(within(form()).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(device.writes).toHaveLength(1));
  expect(device.writes[0]).toEqual({ ...holidayGroup.defaultRow(3), name: 'Founders’ Day', start: '2027-05-04', end: '2027-05-04' });
  expect(await within(table()).findByRole('row', { name: /Founders’ Day \(closed\)/ })).toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});

/** Opens Add, lets another console write (`meanwhile`), then types Founders’ Day on 2027-05-04 and saves. */
async function addWhileAnotherConsoleTakes(user: ReturnType<typeof userEvent.setup>, meanwhile: () => void) {
  await user.click(screen.getByRole('button', { name: 'Add holiday' }));
  meanwhile();
  await user.type(within(form()).getByRole('textbox', { name: /^Name/ }), 'Founders’ Day');
  await user.type(within(form()).getByRole('textbox', { name: /^First day/ }), '2027-05-04');
  await user.tab();
  await user.click(within(form()).getByRole('button', { name: 'Save' }));
}

it('never writes over a holiday another console added in the free row meanwhile: the new one takes the next free row', async () => {
  const device = fakeHolidays();
  const user = userEvent.setup();
  await loaded();
  const elsewhere: HolidayRow = { ...holidayGroup.defaultRow(3), name: 'Inventory', start: '2027-06-01', end: '2027-06-01' };
  await addWhileAnotherConsoleTakes(user, () => {
    device.rows = device.rows.map((r) => (r.id === 3 ? elsewhere : r));
  });

  await waitFor(() => expect(device.writes).toHaveLength(1));
  expect(device.writes[0]).toMatchObject({ id: 4, name: 'Founders’ Day' });
  expect(await within(table()).findByRole('row', { name: /Founders’ Day/ })).toBeInTheDocument();
  expect(within(table()).getByRole('row', { name: /Inventory/ })).toBeInTheDocument();
});

it('says all holidays are in use when the last free row was taken while adding, writing nothing and keeping the form', async () => {
  const device = fakeHolidays(Array.from({ length: HOLIDAY_COUNT - 1 }, (_, i) => ({ ...NEW_YEAR, id: i + 1, name: `Day ${i + 1}` })));
  const user = userEvent.setup();
  await loaded();
  await addWhileAnotherConsoleTakes(user, () => {
    device.rows = device.rows.map((r) => (r.id === HOLIDAY_COUNT ? { ...NEW_YEAR, id: HOLIDAY_COUNT, name: 'Last one' } : r));
  });

  // Told twice: at once (a toast) and under Add holiday, as the list read again now says.
  await waitFor(() => expect(screen.getAllByText('All 32 holidays are in use: delete one to add another.')).toHaveLength(2));
  expect(screen.getByRole('form', { name: 'Add holiday' })).toBeInTheDocument();
  await user.click(within(form()).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(within(form()).getByRole('button', { name: 'Save' })).toBeEnabled());
  expect(device.writes).toEqual([]);
  expect(within(form()).getByRole('textbox', { name: /^Name/ })).toHaveValue('Founders’ Day');
});

it('refuses a last day before the first, a yearly holiday longer than a year and another zone’s hours without the zone, sending nothing', async () => {
  const device = fakeHolidays();
  const user = userEvent.setup();
  await loaded();
  await user.click(screen.getByRole('button', { name: 'Edit New Year' }));
  const last = within(form()).getByRole('textbox', { name: /^Last day/ });
  await user.clear(last);
  await user.type(last, '2026-12-31');
  await user.click(within(form()).getByRole('button', { name: 'Save' }));
  expect(await within(form()).findByText('The last day cannot be before the first day.')).toBeInTheDocument();

  await user.clear(last);
  await user.type(last, '2028-01-01');
  await user.click(within(form()).getByRole('button', { name: 'Save' }));
  expect(await within(form()).findByText('A holiday that repeats every year lasts at most a year.')).toBeInTheDocument();

  await user.clear(last);
  await user.type(last, '2027-01-01');
  await user.click(within(form()).getByRole('radio', { name: 'Hours of another time zone' }));
  expect(within(within(form()).getByRole('combobox', { name: /^Hours of/ })).getAllByRole('option').map((o) => o.textContent)).toEqual([
    'Choose a time zone',
    'Time zone 1',
    'Time zone 2',
  ]);
  await user.click(within(form()).getByRole('button', { name: 'Save' }));
  expect(await within(form()).findByText('This field is required')).toBeInTheDocument();
  expect(device.writes).toEqual([]);
});

it('edits a holiday for some time zones and groups only', async () => {
  const device = fakeHolidays();
  const user = userEvent.setup();
  await loaded();
  await user.click(screen.getByRole('button', { name: 'Edit New Year' }));
  const zones = within(form()).getByRole('group', { name: 'Time zones' });
  await user.click(within(zones).getByRole('checkbox', { name: 'Time zone 2' }));
  await user.click(within(within(form()).getByRole('group', { name: 'Groups' })).getByRole('checkbox', { name: 'Group 4' }));
  await user.click(within(form()).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(device.writes).toEqual([{ ...NEW_YEAR, zones: [2], groups: [4] }]));
  expect(await within(table()).findByRole('row', { name: /Time zone 2 and Group 4/ })).toBeInTheDocument();
});

it('deletes a holiday only after a confirmation that names it; cancelling keeps it', async () => {
  const device = fakeHolidays();
  const user = userEvent.setup();
  await loaded();
  await user.click(screen.getByRole('button', { name: 'Delete New Year' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete holiday' });
  expect(dialog).toHaveTextContent('Delete the holiday New Year? Its days follow the usual hours again.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(device.writes).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Delete New Year' }));
  await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete holiday' })).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(device.writes).toEqual([holidayGroup.defaultRow(1)]));
  expect(await screen.findByText('Holiday New Year deleted')).toBeInTheDocument();
  await waitFor(() => expect(within(table()).queryByRole('row', { name: /New Year/ })).not.toBeInTheDocument());
});

it('asks before closing a form with unsaved edits, and keeps them when told to', async () => {
  fakeHolidays();
  const user = userEvent.setup();
  await loaded();
  await user.click(screen.getByRole('button', { name: 'Edit New Year' }));
  await user.type(within(form()).getByRole('textbox', { name: /^Name/ }), ' Eve');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('The holiday has unsaved changes. Discard them?');
  await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
  expect(within(form()).getByRole('textbox', { name: /^Name/ })).toHaveValue('New Year Eve');
});

it('says when all 32 holidays are in use and offers no Add', async () => {
  fakeHolidays(Array.from({ length: HOLIDAY_COUNT }, (_, i) => ({ ...NEW_YEAR, id: i + 1, name: `Day ${i + 1}` })));
  await loaded();
  expect(screen.getByRole('button', { name: 'Add holiday' })).toBeDisabled();
  expect(screen.getByText('All 32 holidays are in use: delete one to add another.')).toBeInTheDocument();
});

it('says so when there is no holiday yet', async () => {
  fakeHolidays([]);
  await renderScreen(<Holidays />);
  expect(await screen.findByText('No holidays yet.')).toBeInTheDocument();
});

it('says holidays are not supported by a device without the holiday calls, naming its model, with no Add and no error', async () => {
  server.use(
    http.get('*/goform/SetHolidayInfo', () => new HttpResponse('<html><body><p>Form SetHolidayInfo is not defined</p></body></html>', { status: 404 })),
    http.get('*/goform/SetInfoParam', () => success({ Model: 'TA-100', FirmwareVersion: 'V2.1.7' })),
  );
  await renderScreen(<Holidays />);
  const panel = await screen.findByRole('region', { name: 'Not supported by this device' });
  expect(await within(panel).findByLabelText('Model')).toHaveTextContent('TA-100');
  expect(screen.queryByRole('button', { name: 'Add holiday' })).not.toBeInTheDocument();
  expect(screen.queryByText('Obtaining failed, please refresh.')).not.toBeInTheDocument();
});
