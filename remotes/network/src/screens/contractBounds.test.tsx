import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { bluetoothGroup, cloudGroup, commmodeGroup, ethernetGroup, internetGroup, restGroup, SetAllWirless, wifiGroup } from '@tac/goform';
import { boundedFields, describeContractBounds, expectContractBounds, type GroupScreen, type ScreenFields } from '@tac/ui/testing';
import { http } from 'msw';
import { fakeGroup, renderScreen, server, success, withFakeDevice } from '../test/harness';
import AddWifi from './AddWifi/AddWifi';
import ChooseWifi from './ChooseWifi/ChooseWifi';
import { addWifiSource } from './AddWifi/schema';
import Bluetooth from './Bluetooth/Bluetooth';
import Cloud from './Cloud/Cloud';
import CommMode from './CommMode/CommMode';
import Ethernet from './Ethernet/Ethernet';
import Internet from './Internet/Internet';
import SecuOne from './SecuOne/SecuOne';
import Wifi from './Wifi/Wifi';

withFakeDevice();

/** Communication Mode's link panel asks for the link's state; it is off here. */
const PUSH_OFF = { state: 'off', server: '', lastcontact: '', queued: 0, queuedchanges: 0, lastcommand: null, clockoffset: null, problem: null };

const address = { ip: 'IP Address', mask: 'Subnet Mask', gateway: 'Gateway', dns: 'DNS' };
const staticAddress = { ipmode: 'static', ip: '192.168.0.218', mask: '255.255.255.0', gateway: '192.168.0.1', dns: '8.8.8.8' };

/** Each settings screen of the section: its group, labels and the stored values under which its fields apply. */
const SCREENS: GroupScreen[] = [
  {
    name: 'Wi-Fi',
    screen: <Wifi />,
    source: wifiGroup,
    labels: { ssid: 'SSID', password: 'Password', apname: 'Custom AP name', appassword: 'AP password' },
    states: [
      { ...wifiGroup.defaults, mode: 'station', ssid: 'Lab' },
      { ...wifiGroup.defaults, mode: 'ap', apnamemode: 'custom', apname: 'TAC' },
    ],
  },
  {
    name: 'Communication Mode',
    screen: <CommMode />,
    source: commmodeGroup,
    labels: { port: 'Port', commpwd: 'Password', serverip: 'Server IP', serverurl: 'Server URL' },
    notInputs: ['commpwdswitch', 'pushswitch'],
    states: [
      { ...commmodeGroup.defaults, commpwdswitch: 1, commpwd: '1234', servertype: 'url', serverurl: 'srv.example.com' },
      { ...commmodeGroup.defaults, servertype: 'ip', pushswitch: 1 },
    ],
  },
  {
    name: 'Secu One',
    screen: <SecuOne />,
    source: restGroup,
    labels: { restserver: 'Server', restport: 'Port', restkey: 'Key' },
    notInputs: ['restswitch'],
    states: [restGroup.defaults],
  },
  {
    name: 'Cloud',
    screen: <Cloud />,
    source: cloudGroup,
    labels: { cloudcode: 'Cloud code', cloudpassword: 'Cloud password', cloudserver: 'Cloud server' },
    states: [cloudGroup.defaults],
  },
  {
    name: 'Bluetooth',
    screen: <Bluetooth />,
    source: bluetoothGroup,
    labels: { address: 'Bluetooth name' },
    notInputs: ['serverswitch', 'clientswitch'],
    states: [bluetoothGroup.defaults],
  },
  {
    name: 'Ethernet',
    screen: <Ethernet />,
    source: ethernetGroup,
    labels: address,
    states: [staticAddress],
  },
  {
    name: 'Internet',
    screen: <Internet />,
    source: internetGroup,
    labels: address,
    states: [staticAddress],
  },
];

describeContractBounds(SCREENS, {
  answer: (fields, values) => {
    fakeGroup(fields.source, values as Record<string, unknown>);
    server.use(
      http.get('*/goform/SetBluetoothAuthorize', () => success({ items: [] })),
      http.get('*/goform/GetPushState', () => success({ ...PUSH_OFF })),
    );
  },
  render: (ui) => renderScreen(ui),
});

describe('Add Wi-Fi: the inputs carry SetAllWirless’s bounds and messages', () => {
  const fields: ScreenFields = {
    source: addWifiSource,
    labels: { ssid: 'SSID', password: 'Password', identity: 'Identity', ca: 'CA certificate' },
  };
  const checked = new Set<string>();

  // A WPA network takes a key; EAP-TLS an identity and a CA certificate instead.
  it.each([{ security: 'WPA2-PSK' }, { security: 'WPA2-EAP', eap: 'TLS' }])('with $security $eap', async (choice) => {
    const user = userEvent.setup();
    await renderScreen(<AddWifi />);
    await user.selectOptions(await screen.findByLabelText(/^Security protocol/), choice.security);
    if (choice.eap) await user.selectOptions(screen.getByLabelText(/^EAP method/), choice.eap);
    for (const field of await expectContractBounds(fields, choice, 'Connect')) checked.add(field);
  });

  it('covers every bounded field of the call', () => {
    expect([...checked].sort()).toEqual(boundedFields(fields).sort());
  });
});

it('Choose Wi-Fi: the password of a join carries SetAllWirless’s bounds and message', async () => {
  const fields: ScreenFields = { source: { shape: z.object({ password: SetAllWirless.request.shape.password }) }, labels: { password: 'Password' } };
  server.use(
    http.get('*/goform/GetChooseWirless', () => success({ items: [{ ssid: 'TAC-Office', signal: -45, security: 'WPA2-PSK' }] })),
  );
  await renderScreen(<ChooseWifi />);
  await userEvent.click(await screen.findByRole('button', { name: 'Choose TAC-Office' }));
  expect(await expectContractBounds(fields, {}, 'Connect')).toEqual(boundedFields(fields));
});
