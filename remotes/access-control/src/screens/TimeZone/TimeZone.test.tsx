import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { displayGroup } from '@tac/goform';
import { failure, fakeGroup, recordedCall, success } from '@tac/goform/testing';
import { renderScreen, server, withFakeDevice } from '../../test/harness';
import { STORED_ACCESS } from '../../test/accessSettings';
import TimeZone from './TimeZone';
import { fakeHolidays } from '../../test/holidays';
import { expectSaveRefused } from '@tac/ui/testing';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const zone = (id: number, start: string, end: string, weekend = [start, end]) => ({
  id,
  ...Object.fromEntries(
    DAYS.flatMap((d) => {
      const [s, e] = d === 'sat' || d === 'sun' ? weekend : [start, end];
      return [[`${d}start`, s], [`${d}end`, e]];
    }),
  ),
});
const ZONES = [
  zone(1, '00:00', '23:59'),
  zone(2, '08:00', '18:00', ['00:00', '00:00']),
  ...Array.from({ length: 30 }, (_, i) => zone(i + 3, '00:00', '00:00')),
];

let saved: Record<string, string>[] = [];
withFakeDevice();
beforeEach(() => {
  saved = [];
  server.use(
    http.get('*/goform/SetTimeIntervalInfo', () => success({ items: ZONES })),
    recordedCall('GetTimeIntervalInfo', saved, zone(1, '00:00', '23:59')),
  );
});

/** A day's Start or End input, named by its row and its column. */
const time = (day: string, edge: 'Start' | 'End') => screen.getByRole('textbox', { name: `${day} ${edge}` });
const zonePicker = () => screen.getByRole('combobox', { name: 'Time zone' });

/** Types a day's start and end over what its inputs hold. */
async function setDay(user: ReturnType<typeof userEvent.setup>, day: string, start: string, end: string) {
  await user.clear(time(day, 'Start'));
  await user.type(time(day, 'Start'), start);
  await user.clear(time(day, 'End'));
  await user.type(time(day, 'End'), end);
}

async function loaded() {
  await renderScreen(<TimeZone />);
  await waitFor(() => expect(time('Monday', 'Start')).toHaveValue('00:00'));
}

it('shows the chosen zone as a week of bars with each day written out, and marks unused zones', async () => {
  const user = userEvent.setup();
  await loaded();
  expect(screen.getByRole('heading', { name: 'Time Zone', level: 1 })).toBeInTheDocument();
  const week = screen.getByRole('list', { name: 'Week of time zone 1' });
  expect(within(week).getAllByRole('listitem')).toHaveLength(7);
  expect(within(week).getAllByRole('listitem')[0]).toHaveTextContent('Monday 00:00–23:59');

  expect(within(zonePicker()).getByRole('option', { name: 'Time zone 3 (unused)' })).toBeInTheDocument();
  await user.selectOptions(zonePicker(), '2');
  const week2 = await screen.findByRole('list', { name: 'Week of time zone 2' });
  await waitFor(() => expect(within(week2).getAllByRole('listitem')[0]).toHaveTextContent('Monday 08:00–18:00'));
  expect(within(week2).getAllByRole('listitem')[5]).toHaveTextContent('Saturday Closed');
});

it('copies a day to all days and saves the zone with GetTimeIntervalInfo', async () => {
  const user = userEvent.setup();
  await loaded();
  await setDay(user, 'Monday', '07:30', '19:00');
  await user.click(screen.getByRole('button', { name: 'Copy to all days: Monday' }));
  expect(time('Sunday', 'Start')).toHaveValue('07:30');
  // The picture follows the form before anything is saved.
  expect(screen.getByRole('list', { name: 'Week of time zone 1' })).toHaveTextContent('Sunday 07:30–19:00');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Success')).toBeInTheDocument();
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({ id: '1', monstart: '07:30', monend: '19:00', sunstart: '07:30', sunend: '19:00' });
});

/**
 * Shows time zone 2 (08:00–18:00 from Monday to Friday, the weekend closed) and types 07:00 as
 * Wednesday's start, in the language shown: its zone picker's name, a day's Start input, its day names.
 */
async function startWednesdayEarlier(
  user: ReturnType<typeof userEvent.setup>,
  { picker, dayStart, monday, wednesday }: { picker: string; dayStart: (day: string) => HTMLElement; monday: string; wednesday: string },
) {
  await user.selectOptions(screen.getByRole('combobox', { name: picker }), '2');
  await waitFor(() => expect(dayStart(monday)).toHaveValue('08:00'));
  await user.clear(dayStart(wednesday));
  await user.type(dayStart(wednesday), '07:00');
}

it('copies a day to Monday–Friday in English, naming those days, and leaves the weekend as it was', async () => {
  const user = userEvent.setup();
  await loaded();
  await startWednesdayEarlier(user, { picker: 'Time zone', dayStart: (day) => time(day, 'Start'), monday: 'Monday', wednesday: 'Wednesday' });
  const copy = screen.getByRole('button', { name: 'Copy to Mon–Fri: Wednesday' });
  expect(copy).toHaveTextContent('Copy to Mon–Fri');
  await user.click(copy);
  expect(time('Friday', 'Start')).toHaveValue('07:00');
  expect(time('Monday', 'Start')).toHaveValue('07:00');
  expect(time('Saturday', 'Start')).toHaveValue('00:00');
  expect(time('Sunday', 'Start')).toHaveValue('00:00');
});

it('copies a day to Sunday–Thursday in Hebrew, the Israeli working week, and says so', async () => {
  const { i18n } = await import('@tac/i18n');
  await i18n.changeLanguage('he');
  try {
    const user = userEvent.setup();
    await renderScreen(<TimeZone />);
    const heTime = (day: string, edge: 'התחלה' | 'סיום') => screen.getByRole('textbox', { name: `${day} ${edge}` });
    await startWednesdayEarlier(user, { picker: 'חלון זמן', dayStart: (day) => heTime(day, 'התחלה'), monday: 'יום שני', wednesday: 'יום רביעי' });
    const copy = screen.getByRole('button', { name: 'העתקה לימים א׳–ה׳: יום רביעי' });
    expect(copy).toHaveTextContent('העתקה לימים א׳–ה׳');
    await user.click(copy);
    for (const day of ['יום ראשון', 'יום שני', 'יום שלישי', 'יום חמישי']) expect(heTime(day, 'התחלה')).toHaveValue('07:00');
    expect(heTime('יום ראשון', 'סיום')).toHaveValue('18:00');
    expect(heTime('יום שישי', 'התחלה')).toHaveValue('08:00');
    expect(heTime('שבת', 'התחלה')).toHaveValue('00:00');
  } finally {
    await i18n.changeLanguage('en');
  }
});

describe('a zone closed on every day', () => {
  /** Closes every day of the zone shown, as a user would. */
  async function closeEveryDay(user: ReturnType<typeof userEvent.setup>) {
    for (const d of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      await user.clear(time(d, 'End'));
      await user.type(time(d, 'End'), '00:00');
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
  }

  it('asks first while groups or door schedules still use it, naming them', async () => {
    server.use(
      http.get('*/goform/SetGroupInfo', () => success({ items: [{ id: 1, time1: 3, time2: 0, time3: 0, time4: 0 }, { id: 4, time1: 0, time2: 3, time3: 0, time4: 0 }] })),
      http.get('*/goform/SetAccessControl', () => success({ ...STORED_ACCESS, normallyopen: [3], normallyclose: [] })),
    );
    const user = userEvent.setup();
    await loaded();
    await user.selectOptions(zonePicker(), '3');
    await user.clear(time('Monday', 'End'));
    await user.type(time('Monday', 'End'), '12:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Success')).toBeInTheDocument();

    await closeEveryDay(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Save anyway?' });
    expect(dialog).toHaveTextContent('Time zone 3 would cover no day at all, but it is still used by Group 1, Group 4, and Normally Open.');
    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toMatchObject({ id: '3', monend: '00:00' });
  });

  it('saves at once when nothing uses it', async () => {
    server.use(
      http.get('*/goform/SetGroupInfo', () => success({ items: [{ id: 1, time1: 2, time2: 0, time3: 0, time4: 0 }] })),
      http.get('*/goform/SetAccessControl', () => success(STORED_ACCESS)),
    );
    const user = userEvent.setup();
    await loaded();
    await closeEveryDay(user);
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

it('refuses what is no time of day and an end before the start, without calling the device', async () => {
  const user = userEvent.setup();
  await loaded();
  const tuesdayStart = time('Tuesday', 'Start');
  await user.clear(tuesdayStart);
  await user.type(tuesdayStart, '25:00');
  await setDay(user, 'Wednesday', '18:00', '09:00');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Enter a time of day, such as 8:00 or 20:30')).toBeInTheDocument();
  expect(time('Wednesday', 'End')).toHaveAccessibleDescription(OVERNIGHT_HINT);
  expect(saved).toHaveLength(0);
});

const OVERNIGHT_HINT =
  'The end must be after the start (00:00 to 00:00 for a closed day). For a shift past midnight, end this day at 23:59 and start the next day at 00:00 in this same time zone.';

it('says once how to split a night shift, and takes it split over two days of the same zone', async () => {
  const user = userEvent.setup();
  await loaded();
  await setDay(user, 'Saturday', '22:00', '06:00');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findAllByText(OVERNIGHT_HINT)).toHaveLength(1);
  expect(time('Saturday', 'End')).toHaveAccessibleDescription(OVERNIGHT_HINT);
  expect(saved).toHaveLength(0);

  await setDay(user, 'Saturday', '22:00', '23:59');
  await setDay(user, 'Sunday', '00:00', '06:00');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Success')).toBeInTheDocument();
  expect(screen.queryByText(OVERNIGHT_HINT)).not.toBeInTheDocument();
  expect(saved[0]).toMatchObject({ satstart: '22:00', satend: '23:59', sunstart: '00:00', sunend: '06:00' });
});

it('takes 8:00 and 17 as typed and saves them as the device writes them', async () => {
  const user = userEvent.setup();
  await loaded();
  await setDay(user, 'Monday', '8:00', '17');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Success')).toBeInTheDocument();
  expect(saved[0]).toMatchObject({ monstart: '08:00', monend: '17:00' });
  expect(time('Monday', 'Start')).toHaveValue('08:00');
});

it('shows the hours on the device’s 12 hour clock', async () => {
  fakeGroup(server, displayGroup, { ...displayGroup.defaults, timeformat: 12 });
  const user = userEvent.setup();
  await renderScreen(<TimeZone />);
  await user.selectOptions(zonePicker(), '2');
  await waitFor(() => expect(time('Monday', 'Start')).toHaveValue('8:00 AM'));
  expect(time('Monday', 'End')).toHaveValue('6:00 PM');
});

it('shows the catalogue message when the device fails, and not Success', async () => {
  server.use(http.get('*/goform/GetTimeIntervalInfo', () => failure(10001)));
  const user = userEvent.setup();
  await loaded();
  await user.clear(time('Friday', 'End'));
  await user.type(time('Friday', 'End'), '12:00');
  await expectSaveRefused(user);
});

it('asks before another zone replaces unsaved edits', async () => {
  const user = userEvent.setup();
  await loaded();
  const start = time('Monday', 'Start');
  await user.clear(start);
  await user.type(start, '06:00');
  await user.selectOptions(zonePicker(), '2');
  const dialog = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
  await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
  expect(start).toHaveValue('06:00');
  expect(zonePicker()).toHaveValue('1');

  await user.selectOptions(zonePicker(), '2');
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(time('Monday', 'Start')).toHaveValue('08:00'));
  expect(zonePicker()).toHaveValue('2');
});

it('speaks Portuguese when the console does', async () => {
  const { i18n } = await import('@tac/i18n');
  await i18n.changeLanguage('pt');
  try {
    await renderScreen(<TimeZone />);
    expect(await screen.findByRole('heading', { name: 'Faixa horária', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Copiar para todos os dias: Segunda-feira' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar para Seg–Sex: Segunda-feira' })).toBeInTheDocument();
  } finally {
    await i18n.changeLanguage('en');
  }
});

it('on a phone edits one day at a time, chosen from the week, and copies it to the others', async () => {
  const desktopWidth = window.innerWidth;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
  try {
    const user = userEvent.setup();
    await loaded();
    expect(screen.queryByRole('textbox', { name: 'Tuesday Start' })).not.toBeInTheDocument();
    const week = screen.getByRole('group', { name: 'Day shown' });
    await user.click(within(week).getByRole('button', { name: 'Wednesday' }));
    expect(screen.queryByRole('textbox', { name: 'Monday Start' })).not.toBeInTheDocument();
    await user.clear(time('Wednesday', 'End'));
    await user.type(time('Wednesday', 'End'), '17:00');
    await user.click(screen.getByRole('button', { name: 'Copy to all days: Wednesday' }));
    await user.click(within(week).getByRole('button', { name: 'Sunday' }));
    expect(time('Sunday', 'End')).toHaveValue('17:00');
    await user.clear(time('Sunday', 'End'));
    await user.type(time('Sunday', 'End'), '99:00');
    await user.click(within(week).getByRole('button', { name: 'Monday' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(week).getByRole('button', { name: 'Sunday' }));
    expect(await screen.findByText('Enter a time of day, such as 8:00 or 20:30')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  } finally {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: desktopWidth });
  }
});

it('names the holidays that change the zone shown, each with what it does, linked to the Holidays screen', async () => {
  fakeHolidays();
  const user = userEvent.setup();
  await loaded();
  const link = await screen.findByRole('link', { name: 'New Year (closed) and Stocktaking (hours of Time zone 2)' });
  expect(link).toHaveAttribute('href', '/advSetting/holidays');
  expect(link.parentElement).toHaveTextContent(/^Holidays: New Year/);
  // Stocktaking names time zone 1 only.
  await user.selectOptions(zonePicker(), '2');
  expect(await screen.findByRole('link', { name: 'New Year (closed)' })).toBeInTheDocument();
});
