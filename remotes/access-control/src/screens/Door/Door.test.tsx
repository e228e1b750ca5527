import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { notify, openLiveStream, type DoorState } from '@tac/goform';
import { DOOR_AT_REST, failure, fakeLiveStream, success } from '@tac/goform/testing';
import { TEST_TOKEN } from '@tac/ui/testing';
import { renderScreen, server, withFakeDevice } from '../../test/harness';
import Door from './Door';

let door: DoorState;
let actions: string[];
let acknowledged: string[];
withFakeDevice();
beforeEach(() => {
  door = { ...DOOR_AT_REST };
  actions = [];
  acknowledged = [];
  server.use(
    http.get('*/goform/GetDoorState', () => success(door)),
    http.post('*/goform/DoorControl', async ({ request }) => {
      const { action } = (await request.json()) as { action: string };
      actions.push(action);
      if (action === 'keepOpen') door = { ...door, relay: 'unlocked', mode: 'override', override: 'open' };
      return success(door);
    }),
    http.post('*/goform/AcknowledgeAlarm', async ({ request }) => {
      const { alarm } = (await request.json()) as { alarm: string };
      acknowledged.push(alarm);
      door = { ...door, alarms: door.alarms.filter((a) => a !== alarm) };
      return success(door);
    }),
  );
});

const fact = (label: string) => screen.getByLabelText(label);

it('shows the relay, sensor, mode and alarms the device answers, and that an override survives a restart', async () => {
  await renderScreen(<Door />);
  expect(screen.getByRole('heading', { name: 'Door', level: 1 })).toBeInTheDocument();
  expect(await screen.findByText('Locked')).toBeInTheDocument();
  expect(fact('Relay')).toHaveTextContent('Locked');
  expect(fact('Door sensor')).toHaveTextContent('Closed');
  expect(fact('Mode')).toHaveTextContent('Schedule');
  expect(fact('Alarms')).toHaveTextContent('None');
  expect(screen.getByText('An operator override stays in force after the device restarts.')).toBeInTheDocument();
});

it('names the normally open schedule as its menu does and a missing sensor as such', async () => {
  door = { ...door, relay: 'unlocked', mode: 'normallyOpen', sensor: 'none' };
  await renderScreen(<Door />);
  expect(await screen.findByText('Unlocked')).toBeInTheDocument();
  expect(fact('Mode')).toHaveTextContent('Normally Open');
  expect(fact('Door sensor')).toHaveTextContent('No door sensor');
});

it('does nothing when the confirmation is cancelled', async () => {
  const user = userEvent.setup();
  await renderScreen(<Door />);
  await screen.findByText('Locked');
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Open' });
  expect(dialog).toHaveTextContent('Unlock the door for 5 s? It locks again by itself.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(actions).toEqual([]);
});

it('sends the confirmed action and shows the door as the device then answers it', async () => {
  const user = userEvent.setup();
  await renderScreen(<Door />);
  await screen.findByText('Locked');
  await user.click(screen.getByRole('button', { name: 'Keep open' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Keep open' });
  await user.click(within(dialog).getByRole('button', { name: 'Keep open' }));
  expect(await screen.findByText('Operator override')).toBeInTheDocument();
  expect(fact('Relay')).toHaveTextContent('Unlocked');
  expect(actions).toEqual(['keepOpen']);
});

it('reads the door again every two seconds while open and no live stream is up', async () => {
  await renderScreen(<Door />);
  await screen.findByText('Locked');
  door = { ...door, sensor: 'open', alarms: ['forcedOpen'] };
  await act(() => new Promise((resolve) => setTimeout(resolve, 2100)));
  expect(await screen.findByText('Forced open')).toBeInTheDocument();
  expect(fact('Door sensor')).toHaveTextContent('Open');
});

it('follows the door as the live stream reports it, without reading it again', async () => {
  const live = fakeLiveStream(server);
  let reads = 0;
  server.use(
    http.get('*/goform/GetDoorState', () => {
      reads += 1;
      return success(door);
    }),
  );
  const { store } = await renderScreen(<Door />);
  await screen.findByText('Locked');
  let close = () => {};
  act(() => void (close = openLiveStream(TEST_TOKEN, store.dispatch)));
  try {
    await waitFor(() => expect(live.connections).toHaveLength(1));
    act(() => live.last.send('door', { ...DOOR_AT_REST, relay: 'unlocked', sensor: 'open' }));
    expect(await screen.findByText('Unlocked')).toBeInTheDocument();
    expect(fact('Door sensor')).toHaveTextContent('Open');
    act(() => live.last.send('door', { ...DOOR_AT_REST, alarms: ['forcedOpen'] }));
    expect(await screen.findByText('Forced open')).toBeInTheDocument();
    expect(fact('Relay')).toHaveTextContent('Locked');
    // With the stream up the screen does not poll every two seconds.
    const readsBefore = reads;
    await act(() => new Promise((resolve) => setTimeout(resolve, 2100)));
    expect(reads).toBe(readsBefore);
  } finally {
    act(() => close());
  }
});

it('acknowledges an alarm in force', async () => {
  door = { ...door, alarms: ['tamper'] };
  const user = userEvent.setup();
  await renderScreen(<Door />);
  await user.click(await screen.findByRole('button', { name: 'Acknowledge Tamper' }));
  expect(await screen.findByText('None')).toBeInTheDocument();
  expect(acknowledged).toEqual(['tamper']);
});

it('shows the state an action answers at once, before the door is read again: a double click acknowledges once', async () => {
  door = { ...door, alarms: ['tamper'] };
  const user = userEvent.setup();
  await renderScreen(<Door />);
  const acknowledge = await screen.findByRole('button', { name: 'Acknowledge Tamper' });
  server.use(http.get('*/goform/GetDoorState', () => delay('infinite')));
  await user.dblClick(acknowledge);
  expect(await screen.findByText('None')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Acknowledge Tamper' })).not.toBeInTheDocument();
  expect(acknowledged).toEqual(['tamper']);
});

it('says the state is unknown when the device does not answer, and offers no action', async () => {
  server.use(http.get('*/goform/GetDoorState', () => failure(10001)));
  await renderScreen(<Door />);
  expect(await screen.findByText('Unknown: the device does not answer.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open' })).toBeDisabled();
});

it('says the door is not supported by a device without the door calls, naming its model and firmware, and asks no more', async () => {
  let asked = 0;
  const toast = jest.spyOn(notify, 'error');
  server.use(
    http.get('*/goform/GetDoorState', () => {
      asked += 1;
      return new HttpResponse('<html><body><p>Form GetDoorState is not defined</p></body></html>', { status: 404 });
    }),
    http.get('*/goform/SetInfoParam', () => success({ Model: 'TA-100', FirmwareVersion: 'V2.1.7' })),
  );
  await renderScreen(<Door />);
  const panel = await screen.findByRole('region', { name: 'Not supported by this device' });
  expect(await within(panel).findByLabelText('Model')).toHaveTextContent('TA-100');
  expect(within(panel).getByLabelText('Firmware version')).toHaveTextContent('V2.1.7');
  expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, 2100)));
  expect(asked).toBe(1);
  expect(toast).not.toHaveBeenCalled();
});
