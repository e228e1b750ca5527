import { http } from 'msw';
import { deviceGroup, displayGroup } from '@tac/goform';
import { fakeGroup, success } from '@tac/goform/testing';
import { describeContractBounds, type GroupScreen } from '@tac/ui/testing';
import { renderScreen, server, withFakeDevice } from '../test/harness';
import Device from './Device/Device';
import Display from './Display/Display';

withFakeDevice();

/** Each settings screen of the section: its group, labels and the stored values under which its fields apply. */
const SCREENS: GroupScreen[] = [
  {
    name: 'Device',
    screen: <Device />,
    source: deviceGroup,
    labels: { deviceid: 'Device ID', volume: 'Volume', adminpassword: 'Admin Password' },
    states: [deviceGroup.defaults],
  },
  {
    name: 'Display',
    screen: <Display />,
    source: displayGroup,
    labels: { screeninterval: 'Screen Interval (s)' },
    // The language has its own list (DeviceLanguage); the others are choices and switches.
    notInputs: ['language', 'timeformat', 'synclocaltime', 'keyboardlock'],
    states: [{ ...displayGroup.defaults, powersaving: 'screensaver' }],
  },
];

describeContractBounds(SCREENS, {
  answer: (fields, values) => {
    fakeGroup(server, fields.source, values as Record<string, unknown>);
    server.use(http.post('*/goform/SetLanguageSettingItem', () => success({ LanguageSettingItem: [], LanguageSetting: 'en' })));
  },
  render: (ui) => renderScreen(ui),
});
