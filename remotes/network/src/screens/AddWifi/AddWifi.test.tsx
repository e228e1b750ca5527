import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { failure, fieldsOf, renderScreen, server, success, withFakeDevice } from '../../test/harness';
import AddWifi from './AddWifi';

withFakeDevice();

type Answer = 'accept' | 'wrongKey' | 'notInRange' | 'refuseEncryption';

function fakeRadio(answer: Answer) {
  const joins: Record<string, string>[] = [];
  server.use(
    http.get('*/goform/SetAllWirless', async ({ request }) => {
      const fields = await fieldsOf(request);
      joins.push(fields);
      if (answer === 'notInRange') return failure(40302, 'wifiNotInRange');
      if (answer === 'refuseEncryption') return HttpResponse.json({ code: 'fail', retvalue: 10003, msg: '10003', field: 'encryption' });
      return answer === 'accept' ? success({ ssid: fields.ssid, mode: 'station' }) : failure(40302);
    }),
  );
  return joins;
}

async function open(accept: boolean | Answer = true, entry = '/network/wirless/addWIFI') {
  const joins = fakeRadio(accept === true ? 'accept' : accept === false ? 'wrongKey' : accept);
  const user = userEvent.setup();
  await renderScreen(<AddWifi />, entry);
  await screen.findByRole('form', { name: 'Add Wi-Fi' });
  return { joins, user };
}

async function connect(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Connect' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Connect' }));
}

describe('Add Wi-Fi', () => {
  it('joins a hidden WPA2 network by hand', async () => {
    const { joins, user } = await open();
    await user.type(screen.getByRole('textbox', { name: /SSID/ }), 'Hidden-Lab');
    await user.type(screen.getByLabelText(/^Password/), 'lab-secret-1');
    await connect(user);
    expect(await screen.findByText('The device is connected to Hidden-Lab.')).toBeInTheDocument();
    expect(joins[0]).toMatchObject({ ssid: 'Hidden-Lab', security: 'WPA2-PSK', encryption: 'AES', password: 'lab-secret-1' });
    expect(joins[0]?.identity ?? '').toBe('');
  });

  it('refuses shell characters in the network name (a;reboot) and sends nothing', async () => {
    const { joins, user } = await open();
    await user.type(screen.getByRole('textbox', { name: /SSID/ }), 'a;reboot');
    await user.type(screen.getByLabelText(/^Password/), 'lab-secret-1');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('textbox', { name: /SSID/ })).toHaveAccessibleDescription(/^These characters are not allowed here: ;/);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(joins).toHaveLength(0);
  });

  it('fills an enterprise configuration from the preset list and needs an identity', async () => {
    const { joins, user } = await open();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Preset' }), 'Enterprise PEAP / MSCHAPv2');
    expect(screen.getByRole('combobox', { name: 'Security protocol' })).toHaveValue('WPA2-EAP');
    expect(screen.getByRole('combobox', { name: 'EAP method' })).toHaveValue('PEAP');
    expect(screen.getByRole('combobox', { name: 'Inner authentication' })).toHaveValue('MSCHAPV2');
    await user.type(screen.getByRole('textbox', { name: /SSID/ }), 'Corp-Secure');
    await user.type(screen.getByLabelText(/^Password/), 'p');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('textbox', { name: /Identity/ })).toHaveAccessibleDescription('This field is required');
    await user.type(screen.getByRole('textbox', { name: /Identity/ }), 'alice@corp');
    await connect(user);
    expect(await screen.findByText('The device is connected to Corp-Secure.')).toBeInTheDocument();
    expect(joins[0]).toMatchObject({ security: 'WPA2-EAP', eap: 'PEAP', inner: 'MSCHAPV2', identity: 'alice@corp' });
  });

  it('needs a PEM CA certificate for EAP-TLS and asks no password', async () => {
    const { joins, user } = await open();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Preset' }), 'Enterprise TLS (certificate)');
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Inner authentication' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /SSID/ }), 'Corp-TLS');
    await user.type(screen.getByRole('textbox', { name: /Identity/ }), 'device-7');
    await user.type(screen.getByRole('textbox', { name: /CA certificate/ }), 'garbage');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Paste the CA certificate in PEM form (-----BEGIN CERTIFICATE-----)')).toBeInTheDocument();
    expect(joins).toHaveLength(0);
  });

  it('checks WEP key lengths', async () => {
    const { joins, user } = await open();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Security protocol' }), 'WEP');
    await user.type(screen.getByRole('textbox', { name: /SSID/ }), 'Old-AP');
    await user.type(screen.getByLabelText(/^Password/), '123456');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('A WEP key has 5 or 13 characters')).toBeInTheDocument();
    expect(joins).toHaveLength(0);
  });

  it('offers only the encryptions the security uses: WEP only WEP, WPA3-SAE only AES', async () => {
    const { user } = await open();
    const encryption = () => screen.getByRole('combobox', { name: 'Encryption' });
    const offered = () => Array.from((encryption() as HTMLSelectElement).options, (o) => o.value);
    expect(offered()).toEqual(['AES', 'TKIP+AES']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Security protocol' }), 'WEP');
    expect(offered()).toEqual(['WEP']);
    expect(encryption()).toHaveValue('WEP');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Security protocol' }), 'WPA-PSK');
    await user.selectOptions(encryption(), 'TKIP');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Security protocol' }), 'WPA3-SAE');
    expect(offered()).toEqual(['AES']);
    expect(encryption()).toHaveValue('AES');
  });

  it('a join the device refuses at one field names that field', async () => {
    const { user } = await open('refuseEncryption');
    await user.type(screen.getByRole('textbox', { name: /SSID/ }), 'Hidden-Lab');
    await user.type(screen.getByLabelText(/^Password/), 'lab-secret-1');
    await connect(user);
    expect(await screen.findByText('Failed: the device did not accept Encryption')).toBeInTheDocument();
  });

  it('a network out of range says so, not "Password Error"', async () => {
    const { user } = await open('notInRange');
    await user.type(screen.getByRole('textbox', { name: /SSID/ }), 'Nowhere');
    await user.type(screen.getByLabelText(/^Password/), 'whatever-1');
    await connect(user);
    expect(await screen.findByText('The network is not in range of the device')).toBeInTheDocument();
    expect(screen.getByText('The device could not connect to Nowhere and is back in AP mode.')).toBeInTheDocument();
    expect(screen.queryByText('Password Error')).not.toBeInTheDocument();
  });

  it('takes the SSID handed over by Choose Wi-Fi', async () => {
    await open(true, '/network/wirless/addWIFI?ssid=Corp-Secure');
    expect(screen.getByRole('textbox', { name: /SSID/ })).toHaveValue('Corp-Secure');
  });

  it('reports a failed connection and the fallback to AP mode', async () => {
    const { user } = await open(false);
    await user.type(screen.getByRole('textbox', { name: /SSID/ }), 'Nowhere');
    await user.type(screen.getByLabelText(/^Password/), 'whatever-1');
    await connect(user);
    expect(await screen.findByText('The device could not connect to Nowhere and is back in AP mode.')).toBeInTheDocument();
  });
});
