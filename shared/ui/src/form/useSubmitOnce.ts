import { useCallback, useEffect, useRef, useState } from 'react';

export interface SubmitOnce<A extends unknown[]> {
  /** Runs the action, unless one is still running: then the call is dropped. */
  run: (...args: A) => Promise<void>;
  /** An action is running (for the Save button's spinner). */
  running: boolean;
}

/**
 * One write per intent: while `action` runs (validation, a look-up, the write itself), a
 * second call — a double click, Enter pressed twice — is dropped. The guard is a ref, set
 * in the same tick as the first call: state would let a second click of the same frame in.
 */
export function useSubmitOnce<A extends unknown[]>(action: (...args: A) => Promise<unknown>): SubmitOnce<A> {
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const [running, setRunning] = useState(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (...args: A) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setRunning(true);
    try {
      await latest.current(...args);
    } finally {
      inFlight.current = false;
      if (mounted.current) setRunning(false);
    }
  }, []);

  return { run, running };
}

/** A form's onSubmit that sends once per intent: the browser's own submission is always stopped, repeats are dropped. */
export function useSubmitHandler(action: (event?: React.BaseSyntheticEvent) => Promise<unknown>) {
  const once = useSubmitOnce(action);
  const { run } = once;
  const onSubmit = useCallback(
    (event?: React.BaseSyntheticEvent) => {
      event?.preventDefault();
      return run(event);
    },
    [run],
  );
  return { onSubmit, submitting: once.running };
}
