import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { leftToRight } from '@tac/i18n';
import { failure, recordedCall, success } from '@tac/goform/testing';
import { renderScreen, server, withFakeDevice } from '../../test/harness';
import { STORED_ACCESS } from '../../test/accessSettings';
import DoorSchedule from './DoorSchedule';
import { expectSaveRefused, expectSaveSucceeds } from '@tac/ui/testing';


const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const zone = (id: number, week: [string, string][]) => ({
  id,
  ...Object.fromEntries(DAYS.flatMap((d, i) => [[`${d}start`, week[i]![0]], [`${d}end`, week[i]![1]]])),
});
const CLOSED: [string, string] = ['00:00', '00:00'];
const ZONES = [
  zone(1, Array(7).fill(['00:00', '23:59'])),
  zone(2, [...Array(5).fill(['08:00', '18:00']), ['09:00', '12:00'], CLOSED]),
  zone(3, [...Array(5).fill(['18:00', '23:00']), CLOSED, CLOSED]),
  ...Array.from({ length: 29 }, (_, i) => zone(i + 4, Array(7).fill(CLOSED))),
];

let saved: Record<string, string>[] = [];
withFakeDevice();
beforeEach(() => {
  saved = [];
  server.use(
    http.get('*/goform/SetTimeIntervalInfo', () => success({ items: ZONES })),
    http.get('*/goform/SetAccessControl', () => success(STORED_ACCESS)),
    recordedCall('GetAccessControl', saved, STORED_ACCESS),
  );
});

const zoneBox = (n: number) => screen.getByRole('checkbox', { name: `Time zone ${n}` });

async function loaded(kind: 'normallyopen' | 'normallyclose') {
  await renderScreen(<DoorSchedule kind={kind} />);
  await waitFor(() => expect(zoneBox(2)).toBeInTheDocument());
}

it('offers the zones in use with their hours, ticks the stored ones, and keeps the other schedule’s zones out', async () => {
  await loaded('normallyopen');
  expect(screen.getByRole('heading', { name: 'Normally Open', level: 1 })).toBeInTheDocument();
  const group = screen.getByRole('group', { name: 'Time zones the door is held unlocked' });
  expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
  await waitFor(() => expect(zoneBox(2)).toBeChecked());
  expect(zoneBox(2)).toHaveAccessibleDescription(`Mon–Fri ${leftToRight('08:00–18:00')} and Sat ${leftToRight('09:00–12:00')}`);
  expect(zoneBox(1)).not.toBeChecked();
  expect(zoneBox(3)).toBeDisabled();
  expect(zoneBox(3)).toHaveAccessibleDescription(/already in the other schedule/);
  expect(screen.queryByRole('checkbox', { name: 'Time zone 4' })).not.toBeInTheDocument();
});

it('saves only its own schedule with GetAccessControl and says Success', async () => {
  const user = userEvent.setup();
  await loaded('normallyopen');
  await waitFor(() => expect(zoneBox(2)).toBeChecked());
  await user.click(zoneBox(2));
  await expectSaveSucceeds(user);
  expect(saved).toEqual([{ normallyopen: '', _t: expect.any(String) }]);
});

it('asks before holding the door unlocked on a zone that covers the whole week', async () => {
  const user = userEvent.setup();
  await loaded('normallyopen');
  await waitFor(() => expect(zoneBox(2)).toBeChecked());
  await user.click(zoneBox(1));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  let dialog = await screen.findByRole('alertdialog', { name: 'Save anyway?' });
  expect(dialog).toHaveTextContent('Time zone 1 covers every hour of the week: the door would stay unlocked at all times.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(saved).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Save' }));
  dialog = await screen.findByRole('alertdialog', { name: 'Save anyway?' });
  await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
  expect(await screen.findByText('Success')).toBeInTheDocument();
  expect(saved).toEqual([{ normallyopen: '1,2', _t: expect.any(String) }]);
});

it('Normally Close edits the other field, and can empty it', async () => {
  const user = userEvent.setup();
  await loaded('normallyclose');
  expect(screen.getByRole('heading', { name: 'Normally Close', level: 1 })).toBeInTheDocument();
  await waitFor(() => expect(zoneBox(3)).toBeChecked());
  expect(zoneBox(2)).toBeDisabled();
  await user.click(zoneBox(3));
  await expectSaveSucceeds(user);
  expect(saved[0]).toMatchObject({ normallyclose: '' });
  expect(saved[0]).not.toHaveProperty('normallyopen');
});

it('shows the catalogue message when the device fails, and not Success', async () => {
  server.use(http.get('*/goform/GetAccessControl', () => failure(10001)));
  const user = userEvent.setup();
  await loaded('normallyopen');
  await waitFor(() => expect(zoneBox(2)).toBeChecked());
  await user.click(zoneBox(2));
  await expectSaveRefused(user);
});

it('shows the obtain-failed panel when the time zones cannot be read', async () => {
  server.use(http.get('*/goform/SetTimeIntervalInfo', () => failure(10001)));
  await renderScreen(<DoorSchedule kind="normallyopen" />);
  expect(await screen.findByText('Obtaining failed, please refresh.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
