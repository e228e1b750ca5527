import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { Countdown } from './Countdown';
import { ErrorPanel } from './ErrorPanel';
import { Page } from './Page';
import { WaitingOverlay } from './WaitingOverlay';
import { prepare, renderUi } from './test/render';

beforeAll(prepare);

describe('Page', () => {
  it('shows its translated title as the page heading, its actions and content', async () => {
    await renderUi(
      <Page titleKey="shell:remoteError.title" actions={<button>Refresh</button>}>
        <p>figures</p>
      </Page>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'This section could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByText('figures')).toBeInTheDocument();
  });

  it('takes a literal title too', async () => {
    await renderUi(<Page title="Lobby door" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Lobby door' })).toBeInTheDocument();
  });
});

describe('ErrorPanel', () => {
  it('announces the failure and retries on request', async () => {
    const onRetry = jest.fn();
    await renderUi(<ErrorPanel title="This section could not be loaded" message="Check the connection" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This section could not be loaded');
    expect(alert).toHaveTextContent('Check the connection');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no Retry without a handler', async () => {
    await renderUi(<ErrorPanel title="Broken" />);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  function Harness({ onConfirm }: { onConfirm: () => void }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>Restart device</button>
        <ConfirmDialog
          open={open}
          title="Restart"
          message="Restart the device now?"
          confirmLabel="Restart now"
          onConfirm={() => {
            onConfirm();
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      </>
    );
  }

  it('asks, confirms, and closes', async () => {
    const onConfirm = jest.fn();
    await renderUi(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Restart device' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restart' });
    expect(dialog).toHaveTextContent('Restart the device now?');
    await userEvent.click(screen.getByRole('button', { name: 'Restart now' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('cancels with the Cancel button and with Escape, returning focus to the opener', async () => {
    const onConfirm = jest.fn();
    await renderUi(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Restart device' });
    await userEvent.click(opener);
    await screen.findByRole('alertdialog');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await userEvent.click(opener);
    const dialog = await screen.findByRole('alertdialog');
    // Escape is heard once the dialog has taken the focus (as a person presses it: after it opened).
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('offers a third answer beside cancel and confirm, which alone runs its own action', async () => {
    const onConfirm = jest.fn();
    const onAlternative = jest.fn();
    await renderUi(
      <ConfirmDialog
        open
        title="User exists"
        message="User 7 is already on the device."
        confirmLabel="Update this user"
        alternative={{ label: 'Replace this user', destructive: true, onClick: onAlternative }}
        onConfirm={onConfirm}
        onCancel={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'User exists' });
    const buttons = within(dialog).getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(expect.arrayContaining(['Cancel', 'Replace this user', 'Update this user']));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace this user' }));
    expect(onAlternative).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('Countdown', () => {
  afterEach(() => jest.useRealTimers());

  it('counts down from 30 s by default, once a second, and calls onDone once at zero', async () => {
    jest.useFakeTimers();
    const onDone = jest.fn();
    await renderUi(<Countdown onDone={onDone} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('30 seconds left');
    act(() => jest.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('29 seconds left');
    act(() => jest.advanceTimersByTime(28_000));
    expect(timer).toHaveTextContent('1 second left');
    expect(onDone).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('0 seconds left');
    act(() => jest.advanceTimersByTime(5000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('takes another start value and announces politely', async () => {
    await renderUi(<Countdown seconds={5} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('5 seconds left');
    expect(timer).toHaveAttribute('aria-live', 'polite');
  });
});

describe('WaitingOverlay', () => {
  it('is a status with the message while open and nothing when closed', async () => {
    const { rerender } = await renderUi(<WaitingOverlay open message="Place your finger on the sensor" />);
    expect(screen.getByRole('status')).toHaveTextContent('Place your finger on the sensor');
    rerender(<WaitingOverlay open={false} message="Place your finger on the sensor" />);
    expect(screen.queryByText('Place your finger on the sensor')).not.toBeInTheDocument();
  });

  it('with a cancel becomes a modal dialog that focuses Cancel and cancels on Escape', async () => {
    const onCancel = jest.fn();
    await renderUi(<WaitingOverlay open message="Pairing…" onCancel={onCancel} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Pairing…' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('keeps focus on Cancel while open and gives it back when the wait ends', async () => {
    function Harness() {
      const [waiting, setWaiting] = useState(false);
      return (
        <>
          <button onClick={() => setWaiting(true)}>Pair</button>
          <button>Behind</button>
          <WaitingOverlay open={waiting} message="Pairing…" onCancel={() => setWaiting(false)} />
        </>
      );
    }
    await renderUi(<Harness />);
    const pair = screen.getByRole('button', { name: 'Pair' });
    await userEvent.click(pair);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await userEvent.tab();
    expect(cancel).toHaveFocus();
    await userEvent.click(cancel);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(pair).toHaveFocus();
  });

  it('says "Please wait…" when no message is given', async () => {
    await renderUi(<WaitingOverlay open />);
    expect(screen.getByRole('status')).toHaveTextContent('Please wait…');
  });
});
