import { http } from 'msw';
import { holidayGroup, HOLIDAY_COUNT, type HolidayRow } from '@tac/goform';
import { fieldsOf, success } from '@tac/goform/testing';
import { server } from './harness';

/** Two holidays: New Year closes everything every year; Stocktaking gives time zone 1 the hours of zone 2, for group 3 only. */
export const NEW_YEAR: HolidayRow = { ...holidayGroup.defaultRow(1), name: 'New Year', start: '2027-01-01', end: '2027-01-01', repeat: 'yearly' };
export const STOCKTAKING: HolidayRow = {
  ...holidayGroup.defaultRow(2),
  name: 'Stocktaking',
  start: '2027-03-01',
  end: '2027-03-03',
  action: 'zone',
  zone: 2,
  zones: [1],
  groups: [3],
};

/** A device holding `holidays` in its first rows: SetHolidayInfo answers all 32, GetHolidayInfo merges one (its writes recorded). */
export function fakeHolidays(holidays: HolidayRow[] = [NEW_YEAR, STOCKTAKING]) {
  const state = {
    rows: Array.from({ length: HOLIDAY_COUNT }, (_, i) => holidays.find((h) => h.id === i + 1) ?? holidayGroup.defaultRow(i + 1)),
    writes: [] as Record<string, unknown>[],
  };
  server.use(
    http.get(`*/goform/${holidayGroup.read.name}`, () => success({ items: state.rows })),
    http.post(`*/goform/${holidayGroup.write.name}`, async ({ request }) => {
      const fields = await fieldsOf(request);
      state.writes.push(fields);
      const row = { ...state.rows.find((r) => r.id === fields.id)!, ...fields } as HolidayRow;
      state.rows = state.rows.map((r) => (r.id === row.id ? row : r));
      return success(row);
    }),
  );
  return state;
}
