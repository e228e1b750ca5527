import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@tac/i18n';
import { ConfirmDialog, type MutationTuple } from '@tac/ui';
import { guardedChanges, loginUrl, newAddress, pickFields, type Values } from './changes';
import { PendingChange, type Outcome } from './PendingChange';

/** OpenWrt waits a moment for the new settings to take hold before it probes the device. */
export const AUTO_CONFIRM_DELAY_MS = 3000;

/** What the hook needs of an RTK Query mutation: trigger(arg).unwrap(). */
type Trigger = (arg: never) => { unwrap: () => Promise<unknown> };

interface Options {
  /** The contract group: its fields and the ones that can cut the browser off. */
  group: { fields: object; rollbackOn?: readonly string[] };
  /** The group as last read (rollbackms there means a change awaits confirmation). */
  data: object | undefined;
  mutation: readonly [Trigger, { isLoading: boolean }];
  refetch: () => unknown;
  /** Addresses (Ethernet, WAN) move the console: offer the login page at the new one. */
  addresses?: boolean;
}

interface Session {
  previous: Values;
  /** undefined: same address; null: unknown (DHCP); else the new address. */
  address: string | null | undefined;
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
  const [session, setSession] = useState<Session>();
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
      setSession(undefined);
    } catch {
      // The baseQuery has told the user why; the panel stays so they can try again.
    } finally {
      setBusy(false);
    }
  }, [send]);

  const revert = async () => {
    if (!session) return;
    setBusy(true);
    try {
      await send(session.previous).unwrap();
      await send({ keep: 1 }).unwrap();
      setOutcome('reverted');
      setSession(undefined);
    } catch {
      // As for keep: the message is already shown.
    } finally {
      setBusy(false);
    }
  };

  const expired = () => {
    setOutcome('restored');
    setSession(undefined);
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
          setSession({ previous: pickFields(group.fields, before), address });
          if (typeof address === 'string') setOfferLogin(loginUrl(address, pathname, window.location));
        }
        return saved;
      },
    }),
    state,
  ] as unknown as MutationTuple<never>;

  const rollbackms = data?.rollbackms;
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
        rollbackms={typeof rollbackms === 'number' && rollbackms > 0 ? rollbackms : undefined}
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
