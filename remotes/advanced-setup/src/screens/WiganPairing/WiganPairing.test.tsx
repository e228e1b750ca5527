import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { failure, success } from '@tac/goform/testing';
import { inLanguage, renderScreen, server, withFakeDevice } from '../../test/harness';
import WiganPairing from './WiganPairing';

const READER = { mac: '00:1B:3C:1A:00:03', model: 'WR-20', machine: 3, route: 1, status: 0 };
let actions: (string | null)[] = [];

/** The device answers wait `waits` times, then `final`. */
function device(waits: number, final: () => Response) {
  actions = [];
  let calls = 0;
  server.use(
    http.get('*/goform/AnvizWiegandMatch', ({ request }) => {
      const action = new URL(request.url).searchParams.get('action');
      actions.push(action);
      if (action === 'cancel') return success();
      return calls++ < waits ? Response.json({ code: 'wait', retvalue: 0, msg: 'wait', progress: calls * 30 }) : final();
    }),
  );
}

withFakeDevice();

const show = () => renderScreen(<WiganPairing />);

it('waits while the device answers wait, then shows the paired reader', async () => {
  device(2, () => success({ reader: READER }));
  const user = userEvent.setup();
  await show();
  await user.click(screen.getByRole('button', { name: 'Start pairing' }));
  const waiting = await screen.findByRole('alertdialog', { name: /waiting for the Wiegand reader/ });
  expect(waiting).toBeInTheDocument();
  expect(await screen.findByText('Reader paired', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByText('00:1B:3C:1A:00:03')).toBeInTheDocument();
  expect(screen.getByText('WR-20')).toBeInTheDocument();
  expect(screen.getByText('Unauthorized')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Authorize it under Wiegand Authorization' })).toHaveAttribute(
    'href',
    '/basicSetting/wiegandAuthorization',
  );
  expect(actions).toEqual(['start', 'status', 'status']);
});

it('Cancel stops the device and says so', async () => {
  device(100, () => success({ reader: READER }));
  const user = userEvent.setup();
  await show();
  await user.click(screen.getByRole('button', { name: 'Start pairing' }));
  await screen.findByRole('alertdialog');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText('Pairing cancelled')).toBeInTheDocument();
  await waitFor(() => expect(actions).toContain('cancel'));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

it('a refusal from the device ends in a failure the user can read', async () => {
  device(1, () => failure(10001));
  const user = userEvent.setup();
  await show();
  await user.click(screen.getByRole('button', { name: 'Start pairing' }));
  expect(await screen.findByText('Pairing failed', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText(/could not pair a reader/)).toBeInTheDocument();
  expect(screen.getByText('System Error')).toBeInTheDocument();
});

it('gives up after a minute without a reader and tells the device to stop', async () => {
  device(1000, () => success({ reader: READER }));
  const user = userEvent.setup();
  await show();
  await user.click(screen.getByRole('button', { name: 'Start pairing' }));
  await screen.findByRole('alertdialog');
  // The minute passes (the pairing measured its deadline when it started).
  const started = Date.now();
  jest.spyOn(Date, 'now').mockImplementation(() => started + 61_000);
  try {
    expect(await screen.findByText(/No reader answered within a minute/, {}, { timeout: 5000 })).toBeInTheDocument();
  } finally {
    jest.restoreAllMocks();
  }
  await waitFor(() => expect(actions).toContain('cancel'));
  expect(screen.getByText('Pairing failed')).toBeInTheDocument();
});

it('leaving the screen mid-pairing tells the device to stop', async () => {
  device(100, () => success({ reader: READER }));
  const user = userEvent.setup();
  const { unmount } = await show();
  await user.click(screen.getByRole('button', { name: 'Start pairing' }));
  await screen.findByRole('alertdialog');
  unmount();
  await waitFor(() => expect(actions).toContain('cancel'));
});

it('speaks Traditional Chinese when the console does', async () => {
  device(0, () => success({ reader: READER }));
  await inLanguage('zhTW', async () => {
    await show();
    expect(await screen.findByRole('button', { name: '開始配對' })).toBeInTheDocument();
  });
});
