import { applyGroup, dstGroup, kaoqinGroup } from '@tac/goform';
import { fakeGroup } from '@tac/goform/testing';
import { describeContractBounds, type GroupScreen } from '@tac/ui/testing';
import { renderScreen, server, withFakeDevice } from '../test/harness';
import ApplyStatus from './ApplyStatus/ApplyStatus';
import Attendance from './Attendance/Attendance';
import Dst from './Dst/Dst';

withFakeDevice();

/** Time inputs read a time however it is spelled, so no length bounds them; TimeInput's own tests check their message. */
const CLOCKS = ['workstart', 'workend', 'starttime', 'endtime'];

/** Each settings screen of the section with fields to type into: group, labels, and stored values under which they apply. */
const SCREENS: GroupScreen[] = [
  {
    name: 'Attendance',
    screen: <Attendance />,
    source: kaoqinGroup,
    labels: { duplicatepunch: 'Duplicate punch range (minutes)', logalarm: 'Log alarm threshold' },
    notInputs: CLOCKS,
    states: [kaoqinGroup.defaults],
  },
  {
    name: 'DST',
    screen: <Dst />,
    source: dstGroup,
    labels: { startday: 'Start day', endday: 'End day' },
    // Offset and months are chosen from lists.
    notInputs: [...CLOCKS, 'offset', 'startmonth', 'endmonth'],
    states: [{ ...dstGroup.defaults, mode: 'date' }],
  },
  {
    name: 'Attendance status',
    screen: <ApplyStatus />,
    source: applyGroup,
    labels: Object.fromEntries(
      Object.keys(applyGroup.defaults).map((field, n) => [field, n === 0 ? 'Status 0 (In)' : n === 1 ? 'Status 1 (Out)' : `Status ${n}`]),
    ),
    states: [applyGroup.defaults],
  },
];

describeContractBounds(SCREENS, {
  answer: (fields, values) => fakeGroup(server, fields.source, values as Record<string, unknown>),
  render: (ui) => renderScreen(ui),
});
