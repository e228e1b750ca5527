import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { displayGroup, statuschangeGroup, type StatusChangeRow } from '@tac/goform';
import { failure, fakeGroup, fieldsOf, success } from '@tac/goform/testing';
import { inLanguage, renderScreen, server, withFakeDevice } from '../../test/harness';
import StatusChange from './StatusChange';
import { expectSaveRefused, expectSaveSucceeds } from '@tac/ui/testing';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const LABELS = ['IN', 'OUT', 'BREAK-OUT', 'BREAK-IN', 'OT-IN', 'OT-OUT', 'status6', 'status7'];
const row = (number: number, time = '') => ({ number, ...Object.fromEntries(DAYS.map((d) => [d, time])) });
let writes: Record<string, unknown>[] = [];

function device(items = [row(1, '12:00'), row(0, '06:00'), ...[2, 3, 4, 5, 6, 7].map((n) => row(n))]) {
  writes = [];
  server.use(
    http.get('*/goform/SetStatusChangeInfo', () => success({ items })),
    http.get('*/goform/SetApplyParam', () => success(Object.fromEntries(LABELS.map((l, i) => [`status${i}`, l])))),
    http.post('*/goform/GetStatusChangeInfo', async ({ request }) => {
      const fields = await fieldsOf(request);
      writes.push(fields);
      return success(fields);
    }),
  );
}

withFakeDevice();

async function loaded() {
  await renderScreen(<StatusChange />);
  const cell = await screen.findByLabelText('IN, Monday');
  await waitFor(() => expect(cell).toHaveValue('06:00'));
}

it('shows a row per status under its label and a column per weekday', async () => {
  device();
  await loaded();
  const table = screen.getByRole('table');
  expect(within(table).getAllByRole('row')).toHaveLength(9);
  expect(within(table).getByRole('rowheader', { name: 'BREAK-IN' })).toBeInTheDocument();
  expect(within(table).getByRole('columnheader', { name: /Sunday/ })).toBeInTheDocument();
  expect(screen.getByLabelText('OUT, Friday')).toHaveValue('12:00');
  expect(screen.getByLabelText('OT-IN, Wednesday')).toHaveValue('');
});

it('saves only the rows that changed, one call each', async () => {
  device();
  const user = userEvent.setup();
  await loaded();
  await user.type(screen.getByLabelText('OT-IN, Saturday'), '18:30');
  await user.clear(screen.getByLabelText('IN, Sunday'));
  await user.type(screen.getByLabelText('IN, Sunday'), '07:15');
  await expectSaveSucceeds(user);
  expect(writes).toEqual([
    { ...row(0, '06:00'), sun: '07:15' },
    { ...row(4), sat: '18:30' },
  ]);
});

it('shows the times on the device’s 12 hour clock and takes 8:00 and 8 pm as typed', async () => {
  device();
  fakeGroup(server, displayGroup, { ...displayGroup.defaults, timeformat: 12 });
  const user = userEvent.setup();
  await renderScreen(<StatusChange />);
  await waitFor(() => expect(screen.getByLabelText('IN, Monday')).toHaveValue('6:00 AM'));
  expect(screen.getByLabelText('OUT, Friday')).toHaveValue('12:00 PM');
  await user.type(screen.getByLabelText('OT-IN, Saturday'), '8:00');
  await user.type(screen.getByLabelText('OT-OUT, Saturday'), '8 pm');
  await expectSaveSucceeds(user);
  expect(writes).toEqual([
    { ...row(4), sat: '08:00' },
    { ...row(5), sat: '20:00' },
  ]);
  expect(screen.getByLabelText('OT-OUT, Saturday')).toHaveValue('8:00 PM');
});

it('refuses two statuses starting at the same time on the same day', async () => {
  device();
  const user = userEvent.setup();
  await loaded();
  const clash = screen.getByLabelText('BREAK-OUT, Monday');
  await user.type(clash, '06:00');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Another status starts at this time')).toBeInTheDocument();
  expect(clash).toHaveAttribute('aria-invalid', 'true');
  expect(clash).toHaveAccessibleDescription('Another status starts at this time');
  expect(writes).toHaveLength(0);
});

it('swaps two statuses’ times in writes a device holding the rule takes: the time taken over is cleared first', async () => {
  let table = [row(0, '06:00'), row(1, '12:00'), ...[2, 3, 4, 5, 6, 7].map((n) => row(n))];
  device(table);
  server.use(
    http.post('*/goform/GetStatusChangeInfo', async ({ request }) => {
      const fields = await fieldsOf(request);
      writes.push(fields);
      const next = table.map((r) => (r.number === Number(fields.number) ? { ...r, ...fields, number: r.number } : r));
      if (statuschangeGroup.rowsBreaches(next as StatusChangeRow[]).length > 0) return failure(10003);
      table = next;
      return success(fields);
    }),
  );
  const user = userEvent.setup();
  await loaded();
  await user.clear(screen.getByLabelText('IN, Monday'));
  await user.type(screen.getByLabelText('IN, Monday'), '12:00');
  await user.clear(screen.getByLabelText('OUT, Monday'));
  await user.type(screen.getByLabelText('OUT, Monday'), '06:00');
  await expectSaveSucceeds(user);
  expect(table[0]).toMatchObject({ mon: '12:00', tue: '06:00' });
  expect(table[1]).toMatchObject({ mon: '06:00', tue: '12:00' });
  expect(writes).toHaveLength(4);
});

it('stops at the first row the device refuses and says Failed', async () => {
  device();
  server.use(
    http.post('*/goform/GetStatusChangeInfo', async ({ request }) => {
      writes.push(await fieldsOf(request));
      return failure(10003);
    }),
  );
  const user = userEvent.setup();
  await loaded();
  await user.type(screen.getByLabelText('OT-IN, Saturday'), '18:30');
  await user.type(screen.getByLabelText('OT-OUT, Saturday'), '20:30');
  await expectSaveRefused(user, 'Failed');
  expect(writes).toHaveLength(1);
});

it('speaks Portuguese when the console does', async () => {
  device();
  await inLanguage('pt', async () => {
    await renderScreen(<StatusChange />);
    expect(await screen.findByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(await screen.findByLabelText('IN, segunda-feira')).toBeInTheDocument();
  });
});

it('on a phone shows one day at a time, chosen from the week, and keeps a refused time with its day', async () => {
  device();
  const desktopWidth = window.innerWidth;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
  try {
    const user = userEvent.setup();
    await loaded();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    expect(screen.queryByLabelText('OUT, Friday')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('BREAK-OUT, Monday'), '06:00');
    const week = screen.getByRole('group', { name: 'Day shown' });
    await user.click(within(week).getByRole('button', { name: 'Friday' }));
    expect(within(week).getByRole('button', { name: 'Friday' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('OUT, Friday')).toHaveValue('12:00');
    expect(screen.queryByLabelText('IN, Monday')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(week).getByRole('button', { name: 'Monday' }));
    expect(await screen.findByLabelText('BREAK-OUT, Monday')).toHaveAccessibleDescription('Another status starts at this time');
    expect(writes).toHaveLength(0);
  } finally {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: desktopWidth });
  }
});
