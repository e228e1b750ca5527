import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { failure, success } from '@tac/goform/testing';
import { inLanguage, renderScreen, server, withFakeDevice } from '../../test/harness';
import SystemInfo from './SystemInfo';

const INFO = {
  SerialNumber: 'SN-0042',
  UserCount: 12,
  FPCount: 30,
  FaceCount: 7,
  IRISCount: 0,
  CardCount: 9,
  RecordCount: 1234,
  FirmwareVersion: 'V3.2.8',
  KernelVersion: 'Linux 4.19',
  FileSystemVersion: 'rootfs 2.4.1',
  Build_Version: 'V3.2.8 build 1',
  MaxUser: 10000,
  MaxFACE: 3000,
  MaxFP: 5000,
  MaxIRIS: 0,
  MaxRecord: 200000,
  Serial: 'SER',
  IPAddress: '192.168.0.218',
  MACAddress: '00:17:61:AB:CD:EF',
  funOption: { FACE: 1, FP: 1, IRIS: 0 },
};

let calls = 0;

withFakeDevice();
beforeEach(() => {
  calls = 0;
});

const FIGURES: [string, string][] = [
  ['Serial Number', 'SN-0042'],
  ['IP Address', '192.168.0.218'],
  ['MAC Address', '00:17:61:AB:CD:EF'],
  ['Users', '12'],
  ['Fingerprints', '30'],
  ['Faces', '7'],
  ['Irises', '0'],
  ['Cards', '9'],
  ['Records', '1,234'],
  ['Firmware Version', 'V3.2.8'],
  ['Kernel Version', 'Linux 4.19'],
  ['File System Version', 'rootfs 2.4.1'],
];

describe('System Info', () => {
  it('shows every read-only figure of SetInfoParam under its label', async () => {
    server.use(http.get('*/goform/SetInfoParam', () => (calls++, success(INFO))));
    await renderScreen(<SystemInfo />);
    expect(screen.getByRole('heading', { name: 'System Info' })).toBeInTheDocument();
    await screen.findByText('SN-0042');
    const capacity = screen.getByRole('region', { name: 'Capacity' });
    for (const [label, value] of FIGURES) {
      // The capacity bars reuse some labels ("Users"); the figures are the ones outside them.
      const figure = screen.getAllByText(label).find((el) => !capacity.contains(el));
      const item = figure?.parentElement as HTMLElement;
      expect(within(item).getByText(value)).toBeInTheDocument();
    }
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('leaves out the addresses when the device (older firmware) answers none', async () => {
    const { IPAddress: _ip, MACAddress: _mac, ...olderFirmware } = INFO;
    server.use(http.get('*/goform/SetInfoParam', () => success(olderFirmware)));
    await renderScreen(<SystemInfo />);
    await screen.findByText('SN-0042');
    expect(screen.getByText('Serial Number')).toBeInTheDocument();
    expect(screen.queryByText('IP Address')).not.toBeInTheDocument();
    expect(screen.queryByText('MAC Address')).not.toBeInTheDocument();
  });

  it('pictures the capacity use of each sensor the model has, as labelled bars with their figures', async () => {
    server.use(http.get('*/goform/SetInfoParam', () => success(INFO)));
    await renderScreen(<SystemInfo />);
    const capacity = await screen.findByRole('region', { name: 'Capacity' });
    const bars = within(capacity).getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual(['Users', 'Fingerprints', 'Faces', 'Records']);
    const users = within(capacity).getByRole('progressbar', { name: 'Users' });
    expect(users).toHaveAttribute('aria-valuenow', '12');
    expect(users).toHaveAttribute('aria-valuemax', '10000');
    expect(users).toHaveAttribute('aria-valuetext', '12 of 10,000');
    expect(within(capacity).getByText('1,234 of 200,000')).toBeInTheDocument();
    expect(within(capacity).queryByRole('progressbar', { name: 'Irises' })).not.toBeInTheDocument();
  });

  it('leaves out the bars of sensors the model lacks, and shows irises when it has them', async () => {
    server.use(
      http.get('*/goform/SetInfoParam', () =>
        success({ ...INFO, IRISCount: 3, MaxIRIS: 500, funOption: { FACE: 0, FP: 0, IRIS: 1 } }),
      ),
    );
    await renderScreen(<SystemInfo />);
    const capacity = await screen.findByRole('region', { name: 'Capacity' });
    const names = within(capacity)
      .getAllByRole('progressbar')
      .map((bar) => bar.getAttribute('aria-label'));
    expect(names).toEqual(['Users', 'Irises', 'Records']);
    expect(within(capacity).getByText('3 of 500')).toBeInTheDocument();
  });

  it('reads the device again on Refresh and shows the new figures', async () => {
    let users = 12;
    server.use(http.get('*/goform/SetInfoParam', () => (calls++, success({ ...INFO, UserCount: users }))));
    const user = userEvent.setup();
    await renderScreen(<SystemInfo />);
    await screen.findByText('12');
    users = 13;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('13')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Users' })).toHaveAttribute('aria-valuenow', '13');
    expect(calls).toBe(2);
  });

  it('shows an error panel with Retry when the device refuses, and recovers', async () => {
    let fail = true;
    server.use(
      http.get('*/goform/SetInfoParam', () =>
        fail ? failure(10001) : success(INFO),
      ),
    );
    const user = userEvent.setup();
    await renderScreen(<SystemInfo />);
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('The system information could not be read.');
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('SN-0042')).toBeInTheDocument();
  });

  it('speaks Portuguese when the console does', async () => {
    server.use(http.get('*/goform/SetInfoParam', () => success(INFO)));
    await inLanguage('pt', async () => {
      await renderScreen(<SystemInfo />);
      expect(await screen.findByRole('heading', { name: 'Informações do sistema' })).toBeInTheDocument();
      expect(await screen.findByText('Número de série')).toBeInTheDocument();
    });
  });
});
