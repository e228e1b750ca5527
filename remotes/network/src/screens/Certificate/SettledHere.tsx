import { useState } from 'react';
import { PendingChange, type Outcome, type PendingTexts } from '../../networkChange/PendingChange';

type Confirm = (input: { keep: 0 | 1 }) => PromiseLike<{ error?: unknown }>;

/** How a change of this screen ended, and the Keep / Revert that end it through `confirm`. */
export function useSettle(confirm: Confirm) {
  const [outcome, setOutcome] = useState<Outcome>();
  const settle = async (keep: 0 | 1) => {
    const result = await confirm({ keep });
    // A failed call has been told by its toast; the panel stays so the user can try again.
    if (result.error === undefined) setOutcome(keep === 1 ? 'kept' : 'reverted');
  };
  return { outcome, setOutcome, settle };
}

interface SettledHereProps {
  rollbackms: number | undefined;
  busy: boolean;
  settle: (keep: 0 | 1) => Promise<void>;
  outcome: Outcome | undefined;
  onExpired: () => void;
  texts: PendingTexts;
  hint: string | undefined;
}

/** A change of this screen awaiting confirmation: the device's address stays, so Keep and Revert are both offered here. */
export function SettledHere({ rollbackms, busy, settle, outcome, onExpired, texts, hint }: SettledHereProps) {
  return (
    <PendingChange
      rollbackms={rollbackms}
      address={undefined}
      canRevert
      autoConfirming={false}
      busy={busy}
      outcome={outcome}
      onKeep={() => void settle(1)}
      onRevert={() => void settle(0)}
      onExpired={onExpired}
      texts={texts}
      hint={hint}
    />
  );
}
