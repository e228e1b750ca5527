import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@tac/i18n';
import { ConfirmDialog, type MutationTuple } from '@tac/ui';
import { usePendingNetworkChange } from '@tac/goform';
import { guardedChanges, loginUrl, newAddress, pickFields, type Values } from './changes';
import { PendingChange, type Outcome } from './PendingChange';

/** OpenWrt waits a moment for the new settings to take hold before it probes the device. */
export const AUTO_CONFIRM_DELAY_MS = 3000;

/**
 * How a screen with confirm-or-revert reads its group: afresh each time it opens, so a change
 * still pending shows the time the device has left, not the one read before the user left.
 */
export const PENDING_CHANGE_READ = { refetchOnMountOrArgChange: true } as const;

/** What the hook needs of an RTK Query mutation: trigger(arg).unwrap(). */
type Trigger = (arg: never) => { unwrap: () => Promise<unknown> };

interface Options {
  /** The contract group: its id, its fields and the ones that can cut the browser off. */
  group: { id: string; fields: object; rollbackOn?: readonly string[] };
  /** The group as last read (rollbackms there means a change awaits confirmation). */
  data: object | undefined;
  mutation: readonly [Trigger, { isLoading: boolean }];
  refetch: () => unknown;
  /** Addresses (Ethernet, WAN) move the console: offer the login page at the new one. */
  addresses?: boolean;
}

/**
 * Confirm-or-revert (DESIGN §3, SPEC §4): a save that can cut the browser off first
 * asks, then the device applies it and restores the previous values unless the console
 * confirms (keep=1) within its window. When the address stays the console confirms by
 * itself once it still reaches the device; when it moves, it offers the login page at the
 * new address. The user can keep or revert at any time, and is told what happened.
 */
export function useConfirmOrRevert({ group, data: read, mutation, refetch, addresses = false }: Options) {
  const data = read as (Values & { rollbackms?: unknown }) | undefined;
  const { t } = useTranslation('network');
  const { pathname } = useLocation();
  const [trigger, state] = mutation;
  const send = trigger as unknown as (arg: Values) => { unwrap: () => Promise<unknown> };
  const [asking, setAsking] = useState(false);
  const answer = useRef<(ok: boolean) => void>(undefined);
  // In the store and this tab's storage, not the screen's state: leaving the screen, or reloading
  // it, during the countdown keeps Revert and the address to reconnect at (issue 34).
  const pending = usePendingNetworkChange(group.id);
  const rollbackms = typeof data?.rollbackms === 'number' && data.rollbackms > 0 ? data.rollbackms : undefined;
  // What this console changed, while the device still waits for its confirmation.
  const session = rollbackms === undefined ? undefined : pending.change;
  const { start, settle } = pending;
  const [offerLogin, setOfferLogin] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);

  const ask = () =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setAsking(true);
    });
  const reply = (ok: boolean) => {
    setAsking(false);
    answer.current?.(ok);
  };

  const keep = useCallback(async () => {
    setBusy(true);
    try {
      await send({ keep: 1 }).unwrap();
      setOutcome('kept');
      settle();
    } catch {
      // The baseQuery has told the user why; the panel stays so they can try again.
    } finally {
      setBusy(false);
    }
    // settle is a new function each render; the dispatch behind it is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [send]);

  const revert = async () => {
    if (!session) return;
    setBusy(true);
    try {
      // revert=1: the device puts back what it kept aside, secrets included (the console never sees a
      // stored password). The values the console saw go with it, so a terminal that does not know
      // revert=1 still gets them back; its secrets then stay as the change left them.
      await send({ ...session.previous, revert: 1 }).unwrap();
      setOutcome('reverted');
      settle();
    } catch {
      // As for keep: the message is already shown.
    } finally {
      setBusy(false);
    }
  };

  const expired = () => {
    setOutcome('restored');
    settle();
    void refetch();
  };

  // Auto-confirm: only where reaching the device here proves the new settings work.
  useEffect(() => {
    if (!session || session.address !== undefined) return;
    const timer = setTimeout(() => void keep(), AUTO_CONFIRM_DELAY_MS);
    return () => clearTimeout(timer);
  }, [session, keep]);

  const guardedMutation = [
    (arg: Values) => ({
      unwrap: async () => {
        const before = data;
        if (guardedChanges(group.rollbackOn, before, arg).length > 0 && !(await ask())) {
          throw new Error('cancelled');
        }
        const saved = (await send(arg).unwrap()) as Values;
        if (typeof saved.rollbackms === 'number' && before) {
          const address = addresses ? newAddress(before, arg) : undefined;
          setOutcome(undefined);
          start({ previous: pickFields(group.fields, before), address, path: pathname, deadline: Date.now() + saved.rollbackms });
          if (typeof address === 'string') setOfferLogin(loginUrl(address, pathname, window.location));
        }
        return saved;
      },
    }),
    state,
  ] as unknown as MutationTuple<never>;

  const ui: ReactNode = (
    <>
      <ConfirmDialog
        open={asking}
        title={t('change.confirmTitle')}
        message={t('change.confirmMessage')}
        confirmLabel={t('change.apply')}
        onConfirm={() => reply(true)}
        onCancel={() => reply(false)}
      />
      <ConfirmDialog
        open={offerLogin !== undefined}
        title={t('shell:networkChange.title')}
        message={t('shell:networkChange.message')}
        confirmLabel={t('shell:networkChange.goToLogin')}
        cancelLabel={t('change.stay')}
        onConfirm={() => offerLogin && window.location.assign(offerLogin)}
        onCancel={() => setOfferLogin(undefined)}
      />
      <PendingChange
        rollbackms={rollbackms}
        address={session?.address}
        loginHref={typeof session?.address === 'string' ? loginUrl(session.address, pathname, window.location) : undefined}
        canRevert={session !== undefined}
        autoConfirming={session !== undefined && session.address === undefined}
        busy={busy}
        outcome={outcome}
        onKeep={() => void keep()}
        onRevert={() => void revert()}
        onExpired={expired}
      />
    </>
  );

  return { mutation: guardedMutation, ui };
}
