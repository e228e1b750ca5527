import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { failure, success } from '@tac/goform/testing';
import { renderScreen, server, withFakeDevice } from '../../test/harness';
import Initialization from './Initialization';

let sent: Record<string, string>[] = [];

withFakeDevice();
beforeEach(() => {
  sent = [];
});

function recordInit(answer: () => Response) {
  server.use(
    http.get('*/goform/InitMachine', ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams);
      delete params._t;
      sent.push(params);
      return answer();
    }),
  );
}

async function confirmInit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Initialize' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Initialize the device?' });
  return dialog;
}

describe('Initialization', () => {
  it('refuses to go on with nothing chosen', async () => {
    recordInit(() => success());
    const user = userEvent.setup();
    await renderScreen(<Initialization />);
    await user.click(screen.getByRole('button', { name: 'Initialize' }));
    expect(await screen.findByText('Choose at least one item to reset.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends only what was chosen after confirmation, then counts down', async () => {
    recordInit(() => success({ reboot: 1, restartms: 20000, reset: ['users', 'records'] }));
    const user = userEvent.setup();
    await renderScreen(<Initialization />);
    await user.click(screen.getByRole('checkbox', { name: 'Users (with fingerprints, faces and photos)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Attendance records' }));
    const dialog = await confirmInit(user);
    expect(dialog).toHaveTextContent('Users (with fingerprints, faces and photos) and Attendance records');
    await user.click(within(dialog).getByRole('button', { name: 'Initialize' }));
    expect(await screen.findByText('The device and web page will restart')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('20 seconds left');
    expect(sent).toEqual([{ users: '1', records: '1' }]);
  });

  it('“Everything” ticks the other three and sends all=1', async () => {
    recordInit(() => success({ reboot: 1, restartms: 20000, reset: [] }));
    const user = userEvent.setup();
    await renderScreen(<Initialization />);
    await user.click(screen.getByRole('checkbox', { name: 'Everything, including web accounts' }));
    expect(screen.getByRole('checkbox', { name: 'Settings (factory defaults)' })).toBeChecked();
    await user.click(within(await confirmInit(user)).getByRole('button', { name: 'Initialize' }));
    await waitFor(() => expect(sent).toEqual([{ all: '1' }]));
  });

  it('Cancel in the confirmation resets nothing', async () => {
    recordInit(() => success());
    const user = userEvent.setup();
    await renderScreen(<Initialization />);
    await user.click(screen.getByRole('checkbox', { name: 'Attendance records' }));
    await user.click(within(await confirmInit(user)).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);
  });

  it('says Failed when the device refuses and does not count down', async () => {
    recordInit(() => failure(10003));
    const user = userEvent.setup();
    await renderScreen(<Initialization />);
    await user.click(screen.getByRole('checkbox', { name: 'Attendance records' }));
    await user.click(within(await confirmInit(user)).getByRole('button', { name: 'Initialize' }));
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});
