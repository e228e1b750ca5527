import { useCallback, useEffect, useRef, useState } from 'react';
import type { Peripheral } from '@tac/goform';
import { useAdvancedSetupWiegandMatchMutation } from './endpoints';

/** How often the device is asked whether pairing is done. */
export const POLL_MS = 1000;
/** A reader that has not answered by then is not coming; the device is told to stop. */
export const PAIR_TIMEOUT_MS = 60_000;

export type Pairing =
  | { phase: 'idle' }
  | { phase: 'pairing'; progress: number }
  | { phase: 'paired'; reader: Peripheral }
  | { phase: 'failed'; reason: 'device' | 'timeout' }
  | { phase: 'cancelled' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Wiegand pairing (AnvizWiegandMatch): start, then poll while the device answers wait,
 * until it names the paired reader, refuses, or the time is up. Cancel (or leaving the
 * screen) tells the device to stop.
 */
export function usePairing() {
  const [match] = useAdvancedSetupWiegandMatchMutation();
  const [state, setState] = useState<Pairing>({ phase: 'idle' });
  // Each run has an id; a cancelled or replaced run stops at its next step.
  const run = useRef(0);

  const start = useCallback(async () => {
    const id = ++run.current;
    const current = () => run.current === id;
    const deadline = Date.now() + PAIR_TIMEOUT_MS;
    setState({ phase: 'pairing', progress: 0 });
    try {
      let answer = await match({ action: 'start' }).unwrap();
      while (answer.code === 'wait') {
        if (!current()) return;
        if (Date.now() >= deadline) {
          run.current++;
          void match({ action: 'cancel' });
          setState({ phase: 'failed', reason: 'timeout' });
          return;
        }
        setState({ phase: 'pairing', progress: Number(answer.progress ?? 0) });
        await sleep(POLL_MS);
        if (!current()) return;
        answer = await match({ action: 'status' }).unwrap();
      }
      if (!current()) return;
      setState(answer.code === 'success' && answer.reader ? { phase: 'paired', reader: answer.reader } : { phase: 'failed', reason: 'device' });
    } catch {
      // The device's own message is already shown; the screen says pairing failed.
      if (current()) setState({ phase: 'failed', reason: 'device' });
    }
  }, [match]);

  const cancel = useCallback(() => {
    run.current++;
    void match({ action: 'cancel' });
    setState({ phase: 'cancelled' });
  }, [match]);

  // Leaving the screen mid-pairing must not leave the device searching (unmount only).
  const latest = useRef({ match, pairing: false });
  useEffect(() => {
    latest.current = { match, pairing: state.phase === 'pairing' };
  });
  useEffect(
    () => () => {
      if (!latest.current.pairing) return;
      run.current++;
      void latest.current.match({ action: 'cancel' });
    },
    [],
  );

  return { state, start, cancel };
}
