import { File as NodeFile } from 'node:buffer';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { failure, success } from '@tac/goform/testing';
import { renderScreen, server, withFakeDevice } from '../../test/harness';
import FirmwareUpgrade from './FirmwareUpgrade';

/**
 * Files as the browser hands them over: Node's File, because the request goes through the
 * Node FormData of the test environment, which refuses jsdom's own File.
 */
const file = (parts: (string | Uint8Array)[], name: string) => new NodeFile(parts, name) as unknown as File;

/** Header, payload, CRC-32 and a 64-byte signature as device/README.md lays them out (checksum and signature are the device's business). */
function firmware(model = 'TAC-EMU', version = 'V3.3.0', payload = 64, magic = 'TACFW2', signature = 64): File {
  const bytes = new Uint8Array(54 + payload + 4 + signature);
  const put = (text: string, at: number) => bytes.set(new TextEncoder().encode(text), at);
  put(magic, 0);
  put(model, 6);
  put(version, 38);
  return file([bytes], 'fw.bin');
}

const NOT_FIRMWARE = 'This file is damaged or is not a firmware image';
const SIGNATURE_REFUSED = 'The firmware is not signed by the maker, or its signature is wrong';

withFakeDevice();
beforeEach(() => {
  server.use(http.get('*/goform/SetInfoParam', () => success(DEVICE_INFO)));
});

/** What the device says of itself (SetInfoParam): a TAC-EMU on V3.2.0. */
const DEVICE_INFO = { Model: 'TAC-EMU', FirmwareVersion: 'V3.2.0', SerialNumber: 'SN-1' };

const fileInput = () => screen.getByLabelText('Firmware file');
const uploadButton = () => screen.getByRole('button', { name: 'Upload' });

/** The device's answer to an image it takes: it restarts in 20 s on V3.3.0. */
const INSTALLED = { reboot: 1, restartms: 20000, version: 'V3.3.0' };

/** The screen with an image chosen in its file input, once it knows the device's model. */
async function chooseImage(image = firmware()) {
  const user = userEvent.setup();
  const screenState = await renderScreen(<FirmwareUpgrade />);
  await user.upload(fileInput(), image);
  return Object.assign(user, { router: screenState.router });
}

/** Upload, then the confirmation naming both versions: Upgrade. */
async function uploadConfirmed(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Upload' }));
  const dialog = await screen.findByRole('alertdialog', { name: /^Install firmware/ });
  await user.click(within(dialog).getByRole('button', { name: 'Upgrade' }));
}

describe('Firmware Upgrade', () => {
  it('offers its own Choose file button in the console language and names the chosen file', async () => {
    const user = userEvent.setup();
    await renderScreen(<FirmwareUpgrade />);
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeEnabled();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    await user.upload(fileInput(), firmware());
    expect(await screen.findByText('fw.bin')).toBeInTheDocument();
    expect(screen.queryByText('No file chosen')).not.toBeInTheDocument();
  });

  it('refuses a file that is not a firmware image before sending it', async () => {
    const user = userEvent.setup();
    await renderScreen(<FirmwareUpgrade />);
    expect(uploadButton()).toBeDisabled();
    await user.upload(fileInput(), file(['hello, this is not firmware at all, not even close to it. nope.'], 'notes.txt'));
    expect(await screen.findByText(NOT_FIRMWARE)).toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();
  });

  it('calls a file with the right magic but garbage after it damaged, never showing its bytes as a model (issue 34, walk #11)', async () => {
    let sent = false;
    server.use(
      http.post('*/goform/UpdateMachine', () => {
        sent = true;
        return success(INSTALLED);
      }),
    );
    const garbage = new Uint8Array(54 + 64 + 4 + 64);
    for (let i = 0; i < garbage.length; i++) garbage[i] = (i * 151 + 7) % 256;
    garbage.set(new TextEncoder().encode('TACFW2'), 0);
    const user = await chooseImage(file([garbage], 'fake.bin'));
    expect(await screen.findByText(NOT_FIRMWARE)).toBeInTheDocument();
    expect(screen.queryByText(/This firmware is for model/)).not.toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();
    await user.click(uploadButton()).catch(() => undefined);
    expect(sent).toBe(false);
  });

  it('refuses a file over the size limit before sending it', async () => {
    const user = userEvent.setup();
    await renderScreen(<FirmwareUpgrade />);
    const huge = firmware();
    Object.defineProperty(huge, 'size', { value: 32 * 1024 * 1024 + 1 });
    await user.upload(fileInput(), huge);
    expect(await screen.findByText('Upload file out of limit size')).toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();
  });

  it('uploads the image as multipart “firmware” with progress, then counts down to the restart', async () => {
    let received: { name: string; size: number } | undefined;
    server.use(
      http.post('*/goform/UpdateMachine', async ({ request }) => {
        const file = (await request.formData()).get('firmware') as File;
        received = { name: file.name, size: file.size };
        await delay(300);
        return success(INSTALLED);
      }),
    );
    const user = await chooseImage();
    expect(await screen.findByText('Firmware V3.3.0 for model TAC-EMU')).toBeInTheDocument();
    await uploadConfirmed(user);
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByText('Uploading firmware')).toBeInTheDocument();
    expect(await screen.findByText('The device and web page will restart')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('20 seconds left');
    expect(received).toEqual({ name: 'fw.bin', size: 54 + 64 + 4 + 64 });
  });

  it('shows the device’s 10102 refusal once, translated on the page and not as a toast too, and lets the user try again', async () => {
    server.use(http.post('*/goform/UpdateMachine', () => failure(10102)));
    const user = await chooseImage();
    await uploadConfirmed(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload file format Error');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getAllByText('Upload file format Error')).toHaveLength(1);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(uploadButton()).toBeEnabled();
  });

  it('refuses another model’s firmware before sending it, naming both models', async () => {
    let sent = false;
    server.use(
      http.post('*/goform/UpdateMachine', () => {
        sent = true;
        return success(INSTALLED);
      }),
    );
    await chooseImage(firmware('TAC-FP100', 'V2.2.0'));
    expect(
      await screen.findByText('This firmware is for model TAC-FP100; this device is a TAC-EMU. Choose the firmware made for TAC-EMU.'),
    ).toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();
    expect(sent).toBe(false);
  });

  it('asks before every upgrade, naming the current and the new version; Cancel sends nothing', async () => {
    let sent = false;
    server.use(
      http.post('*/goform/UpdateMachine', () => {
        sent = true;
        return success(INSTALLED);
      }),
    );
    const user = await chooseImage();
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Install firmware V3.3.0?' });
    expect(dialog).toHaveTextContent('The device runs firmware V3.2.0. It will install V3.3.0 and restart. Continue?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent).toBe(false);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('on the factory page, where the device does not say its model, asks naming the new version only', async () => {
    server.use(http.get('*/goform/SetInfoParam', () => failure(11000)));
    const user = await chooseImage(firmware('TAC-FP100', 'V2.2.0'));
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Install firmware V2.2.0?' });
    expect(dialog).toHaveTextContent('The device will install firmware V2.2.0 and restart. Continue?');
  });

  it('asks before leaving during an upload; Stay keeps it, Leave lets it go on and its countdown shows on the next page', async () => {
    let finish: () => void = () => {};
    server.use(
      http.post('*/goform/UpdateMachine', async () => {
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
        return success(INSTALLED);
      }),
    );
    const user = await chooseImage();
    await uploadConfirmed(user);
    await screen.findByRole('progressbar');
    await act(() => user.router.navigate('/user/userList'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Upload in progress' });
    expect(dialog).toHaveTextContent('If you leave, the upload goes on');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(user.router.state.location.pathname).toBe('/screen');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await act(() => user.router.navigate('/user/userList'));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(user.router.state.location.pathname).toBe('/user/userList'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await act(async () => finish());
    expect(await screen.findByText('The device and web page will restart')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('20 seconds left');
  });

  it('says so when the device refuses the image’s signature (10102/firmwareSignature)', async () => {
    server.use(http.post('*/goform/UpdateMachine', () => failure(10102, 'firmwareSignature')));
    const user = await chooseImage();
    await uploadConfirmed(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGNATURE_REFUSED);
    expect(screen.queryByText('Upload file format Error')).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(uploadButton()).toBeEnabled();
  });

  it('refuses an unsigned image of the older TACFW1 layout before sending it', async () => {
    let sent = false;
    server.use(
      http.post('*/goform/UpdateMachine', () => {
        sent = true;
        return success(INSTALLED);
      }),
    );
    await chooseImage(firmware('TAC-EMU', 'V3.3.0', 64, 'TACFW1', 0));
    expect(await screen.findByText(SIGNATURE_REFUSED)).toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();
    expect(sent).toBe(false);
  });

  it('cancels a slow upload and keeps the firmware', async () => {
    server.use(
      http.post('*/goform/UpdateMachine', async () => {
        await delay(10_000);
        return success(INSTALLED);
      }),
    );
    const user = await chooseImage();
    await uploadConfirmed(user);
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByText('The upload was cancelled; the device keeps its firmware.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});
