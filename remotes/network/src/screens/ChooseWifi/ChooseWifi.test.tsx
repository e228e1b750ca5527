import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { WPA_PASSPHRASE } from '@tac/goform';
import { failure, fieldsOf, renderScreen, server, success, withFakeDevice } from '../../test/harness';
import ChooseWifi from './ChooseWifi';

withFakeDevice();

const NETWORKS = [
  { ssid: 'TAC-Office', signal: -45, security: 'WPA2-PSK' },
  { ssid: 'TAC-Guest', signal: -58, security: 'open' },
  { ssid: 'Corp-Secure', signal: -77, security: 'WPA2-EAP' },
];

/** What SetWirless answers: station mode joined to TAC-Office, with its address and signal. */
const JOINED = {
  mode: 'station',
  ssid: 'TAC-Office',
  password: '',
  passwordset: 1,
  apnamemode: 'default',
  apname: '',
  appassword: '',
  connected: 1,
  connectedip: '192.168.10.57',
  connectedsignal: -45,
};

function fakeRadio(link: Record<string, unknown> = JOINED) {
  const radio = { scans: 0, joins: [] as Record<string, string>[] };
  server.use(
    http.get('*/goform/SetWirless', () => success(link)),
    http.get('*/goform/GetChooseWirless', () => (radio.scans++, success({ items: NETWORKS }))),
    http.get('*/goform/SetAllWirless', async ({ request }) => {
      const fields = await fieldsOf(request);
      radio.joins.push(fields);
      if (fields.ssid === 'Corp-Secure') return failure(40302, 'wifiNotInRange');
      return fields.password === 'tac-office' || fields.ssid === 'TAC-Guest'
        ? success({ ssid: fields.ssid, mode: 'station' })
        : failure(40302);
    }),
  );
  return radio;
}

async function open(link?: Record<string, unknown>) {
  const radio = fakeRadio(link);
  const user = userEvent.setup();
  await renderScreen(<ChooseWifi />, '/network/wirless/chooseWIFI');
  const list = await screen.findByRole('list', { name: 'Networks in range' });
  return { radio, user, list };
}

describe('Choose Wi-Fi', () => {
  it('lists the scanned networks with signal and security, and scans again on request', async () => {
    const { radio, user, list } = await open();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('TAC-Office');
    expect(items[0]).toHaveTextContent('Signal -45 dBm (excellent)');
    expect(items[0]).toHaveTextContent('WPA2-PSK');
    expect(items[1]).toHaveTextContent('Open');
    await user.click(screen.getByRole('button', { name: 'Scan again' }));
    await screen.findByRole('list', { name: 'Networks in range' });
    expect(radio.scans).toBeGreaterThanOrEqual(2);
  });

  it('says which network the device has joined, its address and signal, and marks it in the list in words', async () => {
    const { list } = await open();
    expect(await screen.findByText('Connected to TAC-Office')).toBeInTheDocument();
    expect(screen.getByText('IP address 192.168.10.57 · Signal -45 dBm (excellent)')).toBeInTheDocument();
    const [office, guest, corp] = within(list).getAllByRole('listitem');
    expect(within(office!).getByText('Connected')).toBeInTheDocument();
    expect(within(guest!).queryByText('Connected')).not.toBeInTheDocument();
    expect(within(corp!).queryByText('Connected')).not.toBeInTheDocument();
  });

  it('says the device has joined no network and marks none (AP mode)', async () => {
    const { list } = await open({ ...JOINED, mode: 'ap', connected: 0, connectedip: undefined, connectedsignal: undefined });
    expect(await screen.findByText('Not connected to a Wi-Fi network')).toBeInTheDocument();
    expect(within(list).queryByText('Connected')).not.toBeInTheDocument();
  });

  it('needs a password of WPA length for a protected network', async () => {
    const { radio, user } = await open();
    await user.click(screen.getByRole('button', { name: 'Choose TAC-Office' }));
    const form = screen.getByRole('form', { name: 'Join TAC-Office' });
    await user.type(within(form).getByLabelText(/Password/), 'short');
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    const { minLength, maxLength } = WPA_PASSPHRASE;
    expect(await within(form).findByText(`A Wi-Fi password has ${minLength} to ${maxLength} characters`)).toBeInTheDocument();
    expect(radio.joins).toHaveLength(0);
  });

  it('refuses shell characters in the password (tac;reboot) and sends nothing', async () => {
    const { radio, user } = await open();
    await user.click(screen.getByRole('button', { name: 'Choose TAC-Office' }));
    const form = screen.getByRole('form', { name: 'Join TAC-Office' });
    await user.type(within(form).getByLabelText(/Password/), 'tac;reboot');
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    expect(await within(form).findByText(/^A Wi-Fi password takes letters A-Z and a-z, digits, spaces and these signs/)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(radio.joins).toHaveLength(0);
  });

  it('says the join failed when the device refuses a field (10003), not that it connected', async () => {
    const { user } = await open();
    server.use(http.get('*/goform/SetAllWirless', () => failure(10003)));
    await user.click(screen.getByRole('button', { name: 'Choose TAC-Office' }));
    const form = screen.getByRole('form', { name: 'Join TAC-Office' });
    await user.type(within(form).getByLabelText(/Password/), 'tac-office');
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(/^The device could not connect to TAC-Office/)).toBeInTheDocument();
    expect(screen.queryByText(/is connected to/)).not.toBeInTheDocument();
  });

  it('connects after the warning and says so', async () => {
    const { radio, user } = await open();
    await user.click(screen.getByRole('button', { name: 'Choose TAC-Office' }));
    const form = screen.getByRole('form', { name: 'Join TAC-Office' });
    await user.type(within(form).getByLabelText(/Password/), 'tac-office');
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Connect to TAC-Office?' });
    // It says what connecting does, and its buttons answer that question (no login page is offered).
    expect(dialog).toHaveTextContent('The device leaves its current network and joins TAC-Office.');
    expect(dialog).toHaveTextContent('If the device cannot join, it goes back to AP mode.');
    expect(dialog).not.toHaveTextContent('login page');
    expect(within(dialog).getByRole('button', { name: "Don't connect" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('The device is connected to TAC-Office.')).toBeInTheDocument();
    expect(radio.joins[0]).toMatchObject({ ssid: 'TAC-Office', password: 'tac-office', security: 'WPA2-PSK' });
  });

  it('reports a failed connection and that the device is back in AP mode', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Choose TAC-Office' }));
    const form = screen.getByRole('form', { name: 'Join TAC-Office' });
    await user.type(within(form).getByLabelText(/Password/), 'wrong-pass');
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('The device could not connect to TAC-Office and is back in AP mode.')).toBeInTheDocument();
    expect(screen.getByText('Password Error')).toBeInTheDocument();
  });

  it("Don't connect sends nothing", async () => {
    const { radio, user } = await open();
    await user.click(screen.getByRole('button', { name: 'Choose TAC-Guest' }));
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: "Don't connect" }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(radio.joins).toHaveLength(0);
  });

  it('sends an enterprise network to Add Wi-Fi', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Choose Corp-Secure' }));
    expect(screen.getByRole('link', { name: 'Set it up in Add Wi-Fi' })).toHaveAttribute(
      'href',
      '/network/wirless/addWIFI?ssid=Corp-Secure',
    );
  });

  it('offers Retry when the scan fails', async () => {
    fakeRadio();
    server.use(http.get('*/goform/GetChooseWirless', () => failure(10001)));
    await renderScreen(<ChooseWifi />, '/network/wirless/chooseWIFI');
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('The networks in range could not be read.');
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
