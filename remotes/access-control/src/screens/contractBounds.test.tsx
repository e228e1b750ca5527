import { http } from 'msw';
import type { ReactElement } from 'react';
import { accessGroup, timezoneGroup, WEEKDAYS } from '@tac/goform';
import { fakeGroup, success } from '@tac/goform/testing';
import { describeContractBounds, type ScreenFields } from '@tac/ui/testing';
import { renderScreen, server, withFakeDevice } from '../test/harness';
import AccessSetup from './AccessSetup/AccessSetup';
import TimeZone from './TimeZone/TimeZone';

withFakeDevice();

const DAY_NAMES = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' };
/** Each weekday's Start and End, named by the day's row and the column. */
const dayLabels = Object.fromEntries(
  WEEKDAYS.flatMap((d) => [
    [`${d}start`, `${DAY_NAMES[d]} Start`],
    [`${d}end`, `${DAY_NAMES[d]} End`],
  ]),
);

/** Each screen of the section with fields to type into: its contract, how the device answers, labels and stored values. */
const SCREENS: (ScreenFields & { name: string; screen: ReactElement; answer: (values: object) => void; states: object[] })[] = [
  {
    name: 'Access Setup',
    screen: <AccessSetup />,
    source: accessGroup,
    answer: (values) => fakeGroup(server, accessGroup, values as Record<string, unknown>),
    // Its inputs are found by their labels under the label convention (accessSetup.fields.<field>).
    notInputs: ['doorsensor', 'cardlength', 'tamperalarm', 'power12v'],
    states: [{ ...accessGroup.defaults, relaymode: 'dooropen', doorsensor: 1, wiegandformat: 'fixedheader' }],
  },
  {
    name: 'Time Zone',
    screen: <TimeZone />,
    source: timezoneGroup,
    answer: (row) => server.use(http.get('*/goform/SetTimeIntervalInfo', () => success({ items: [row] }))),
    labels: dayLabels,
    // The zone is chosen from the list of zones. Start and End are time inputs: they read a
    // time however it is spelled (8:00 PM is longer than the wire's 20:00), so no length
    // bounds them; their message is checked in Time Zone's and TimeInput's own tests.
    notInputs: ['id', ...Object.keys(dayLabels)],
    states: [timezoneGroup.defaultRow(1)],
  },
];

describeContractBounds(SCREENS, {
  answer: (fields, values) => fields.answer(values),
  render: (ui) => renderScreen(ui),
});
