import { ConfirmDialog, RestartWait } from '@tac/ui';

export interface ConfirmedRestartProps {
  /** The question is open. */
  asking: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** The call is under way. */
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
  /** The device's answer once it took the call: the countdown and the wait for it follow. */
  answer?: { code: string; restartms?: number };
}

/** What ends in a restart (Restart, Initialization): a destructive confirmation, then the countdown. */
export function ConfirmedRestart({ asking, title, message, confirmLabel, busy, onConfirm, onCancel, answer }: ConfirmedRestartProps) {
  return (
    <>
      <ConfirmDialog
        open={asking}
        title={title}
        message={message}
        confirmLabel={confirmLabel}
        destructive
        busy={busy}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
      {answer?.code === 'success' && <RestartWait restartms={answer.restartms} />}
    </>
  );
}
