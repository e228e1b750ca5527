import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigation } from '@tac/goform';
import { http, HttpResponse } from 'msw';
import { renderScreen, server, withFakeDevice } from '../../test/harness';
import Certificate from './Certificate';
import { CERT, fakeDevice, IN_USE, KEY, NEXT } from './fakeDevice';

withFakeDevice();

async function open(start?: Record<string, unknown>) {
  const device = fakeDevice(start);
  const user = userEvent.setup();
  await renderScreen(<Certificate />, '/network/certificate');
  return { device, user };
}

async function fillAndInstall(user: ReturnType<typeof userEvent.setup>, cert = CERT, key = KEY) {
  await user.click(await screen.findByRole('textbox', { name: /Certificate \(PEM\)/ }));
  await user.paste(cert);
  await user.click(screen.getByRole('textbox', { name: /Private key \(PEM\)/ }));
  await user.paste(key);
  await user.click(screen.getByRole('button', { name: 'Install' }));
}

describe('Network › Certificate', () => {
  it('shows the certificate in use: subject, issuer, validity and SHA-256 fingerprint', async () => {
    await open();
    const inUse = await screen.findByRole('region', { name: 'Certificate in use' });
    expect(within(inUse).getByText('CN=terminal.example')).toBeInTheDocument();
    expect(within(inUse).getByText('CN=Example CA')).toBeInTheDocument();
    expect(within(inUse).getByText(IN_USE.fingerprint)).toBeInTheDocument();
    expect(inUse).toHaveTextContent(/Valid from\s*Jan 15, 2026/);
    expect(inUse).toHaveTextContent(/Valid until\s*Jan 15, 2027/);
    expect(screen.getByRole('heading', { name: 'Certificate' })).toBeInTheDocument();
  });

  it('says the device serves plain HTTP and offers no upload then', async () => {
    await open({ https: 0 });
    expect(await screen.findByText(/serves the console over plain HTTP/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Install a new certificate' })).not.toBeInTheDocument();
  });

  it('asks for both PEM texts and sends nothing until they are', async () => {
    const { device, user } = await open();
    await screen.findByRole('form', { name: 'Install a new certificate' });
    await user.click(screen.getByRole('button', { name: 'Install' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Certificate \(PEM\)/ })).toHaveAccessibleErrorMessage('This field is required'),
    );
    expect(screen.getByRole('textbox', { name: /Private key \(PEM\)/ })).toHaveAccessibleErrorMessage('This field is required');
    await fillAndInstall(user, 'not a certificate', 'not a key');
    expect(await screen.findByText('Paste a certificate in PEM form (-----BEGIN CERTIFICATE-----)')).toBeInTheDocument();
    expect(screen.getByText('Paste a private key in PEM form (-----BEGIN PRIVATE KEY-----)')).toBeInTheDocument();
    expect(device.installs).toHaveLength(0);
  });

  it('loads a PEM file into its field, and refuses a file too large before reading it', async () => {
    const { user } = await open();
    await screen.findByRole('form', { name: 'Install a new certificate' });
    await user.upload(screen.getByLabelText('Certificate file'), new File([CERT], 'server.crt', { type: 'application/x-x509-ca-cert' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Certificate \(PEM\)/ })).toHaveValue(CERT));

    const huge = new File(['x'], 'huge.key');
    Object.defineProperty(huge, 'size', { value: 65 * 1024 });
    const read = jest.spyOn(FileReader.prototype, 'readAsText');
    await user.upload(screen.getByLabelText('Private key file'), huge);
    expect(await screen.findByText('The file is larger than 64 KiB: it is not a certificate or a key')).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
    expect(screen.getByRole('textbox', { name: /Private key \(PEM\)/ })).toHaveValue('');
  });

  it('installs after a confirmation, the key in the POST body only, then counts down and keeps it on request', async () => {
    const { device, user } = await open();
    await fillAndInstall(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Install the new certificate?' });
    expect(dialog).toHaveTextContent(/Subject\s*CN=new\.example/);
    expect(dialog).toHaveTextContent(/SHA-256 fingerprint\s*11:22:33/);
    expect(device.checks).toEqual([{ cert: CERT, key: KEY }]);
    expect(device.installs).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Install' }));
    const pending = await screen.findByRole('region', { name: 'New certificate in use' });
    expect(device.installs).toEqual([{ url: expect.not.stringContaining('PRIVATE') as unknown as string, body: { cert: CERT, key: KEY } }]);
    expect(pending).toHaveTextContent('The previous certificate comes back in 90 seconds unless you keep the new one.');
    expect(screen.getByRole('region', { name: 'Certificate in use' })).toHaveTextContent('CN=new.example');
    expect(screen.queryByRole('form', { name: 'Install a new certificate' })).not.toBeInTheDocument();

    await user.click(within(pending).getByRole('button', { name: 'Keep the new certificate' }));
    expect(await screen.findByText('The new certificate is kept.')).toBeInTheDocument();
    expect(device.confirms).toEqual([1]);
    expect(screen.queryByRole('region', { name: 'New certificate in use' })).not.toBeInTheDocument();
  });

  it('asks without the new certificate\'s details on firmware that does not check a pair first (404), and installs', async () => {
    const { device, user } = await open();
    server.use(http.post('*/goform/CheckCertificate', () => new HttpResponse('Not Found', { status: 404 })));
    await fillAndInstall(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Install the new certificate?' });
    expect(dialog).not.toHaveTextContent('Subject');
    await user.click(within(dialog).getByRole('button', { name: 'Install' }));
    expect(await screen.findByRole('region', { name: 'New certificate in use' })).toBeInTheDocument();
    expect(device.installs).toHaveLength(1);
  });

  it('brings the previous certificate back on Revert', async () => {
    const { device, user } = await open({ ...NEXT, rollbackms: 60_000 });
    const pending = await screen.findByRole('region', { name: 'New certificate in use' });
    await user.click(within(pending).getByRole('button', { name: 'Revert' }));
    expect(await screen.findByText('The previous certificate is back.')).toBeInTheDocument();
    expect(device.confirms).toEqual([0]);
    expect(screen.getByRole('region', { name: 'Certificate in use' })).toHaveTextContent('CN=terminal.example');
  });

  it('shows the catalogue reason when the device refuses the pair, before asking to install it, and keeps what was typed', async () => {
    const { device, user } = await open();
    device.refuse = { retvalue: 10102, msg: 'certificateKeyMismatch' };
    await fillAndInstall(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('The private key does not belong to the certificate');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(device.installs).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: /Certificate \(PEM\)/ })).toHaveValue(CERT);
    expect(screen.getByRole('region', { name: 'Certificate in use' })).toHaveTextContent('CN=terminal.example');
  });

  it('tells the user when the device brought the previous certificate back by itself', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const device = fakeDevice({ ...NEXT, rollbackms: 2000 });
      await renderScreen(<Certificate />, '/network/certificate');
      await screen.findByRole('region', { name: 'New certificate in use' });
      device.info = { ...IN_USE };
      await act(async () => {
        jest.advanceTimersByTime(2500);
      });
      expect(await screen.findByText('The new certificate was not kept in time: the device brought the previous one back.')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('region', { name: 'Certificate in use' })).toHaveTextContent('CN=terminal.example'));
    } finally {
      jest.useRealTimers();
    }
  });

  it('says plain HTTP answers too, and switches HTTPS only on after a dialog that says what follows, then moves this page to HTTPS', async () => {
    const assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const { device, user } = await open();
    const section = await screen.findByRole('region', { name: 'HTTPS only' });
    expect(section).toHaveTextContent('The console also answers over plain HTTP, where passwords and the session cross the network unencrypted.');
    await user.click(within(section).getByRole('button', { name: 'Turn on HTTPS only' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Serve the console over HTTPS only?' });
    expect(dialog).toHaveTextContent('This page moves to \u2066https://localhost:8443/\u2069, where you sign in again.');
    expect(dialog).toHaveTextContent('your browser warns that it is self-signed');
    expect(dialog).toHaveTextContent('within 90 seconds, the console answers over plain HTTP again.');
    expect(device.switches).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Turn on HTTPS only' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://localhost:8443/'));
    expect(device.switches).toEqual([1]);
    assign.mockRestore();
  });

  it('sends the user to the HTTPS page to keep HTTPS only when this page is over plain HTTP', async () => {
    await open({ ...IN_USE, httpsonly: 1, httpsonlyms: 60_000 });
    const pending = await screen.findByRole('region', { name: 'HTTPS only not yet kept' });
    expect(pending).toHaveTextContent('Plain HTTP answers again in 60 seconds unless you keep HTTPS only.');
    expect(pending).toHaveTextContent("Keep it from the console's HTTPS page:");
    expect(screen.getByRole('link', { name: 'https://localhost:8443/' })).toHaveAttribute('href', 'https://localhost:8443/');
    expect(screen.queryByRole('button', { name: 'Turn on HTTPS only' })).not.toBeInTheDocument();
  });
});
