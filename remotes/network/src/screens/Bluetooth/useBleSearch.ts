import { useCallback, useEffect, useRef, useState } from 'react';
import { useNetworkBleSearchMutation, type BlePeer } from './endpoints';

/** The device answers `wait` while its radio listens; asking once a second is what the seed console did. */
export const SEARCH_POLL_MS = 1000;

export type SearchState = 'idle' | 'searching' | 'done' | 'failed';

/** Start a search, poll until the device answers the peers, or cancel it. */
export function useBleSearch() {
  const [step] = useNetworkBleSearchMutation();
  const [state, setState] = useState<SearchState>('idle');
  const [peers, setPeers] = useState<BlePeer[]>([]);
  const run = useRef(0);

  const search = useCallback(async () => {
    const id = ++run.current;
    setState('searching');
    setPeers([]);
    let action: 'start' | undefined = 'start';
    try {
      for (;;) {
        const answer = await step(action ? { action } : {}).unwrap();
        if (run.current !== id) return;
        if (answer.code !== 'wait') {
          setPeers(answer.items ?? []);
          setState('done');
          return;
        }
        action = undefined;
        await new Promise((resolve) => setTimeout(resolve, SEARCH_POLL_MS));
        if (run.current !== id) return;
      }
    } catch {
      // The baseQuery has shown the device's message.
      if (run.current === id) setState('failed');
    }
  }, [step]);

  const cancel = useCallback(() => {
    run.current++;
    setState('idle');
    void step({ action: 'cancel' });
  }, [step]);

  // Leaving the screen mid-search stops polling (the device's search ends by itself).
  useEffect(
    () => () => {
      run.current++;
    },
    [],
  );

  return { state, peers, search, cancel };
}
