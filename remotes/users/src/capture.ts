import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n } from '@tac/i18n';
import type { Answer } from '@tac/goform';
import { notifyToast } from '@tac/ui';

export type CaptureAction = 'start' | 'status' | 'cancel' | 'delete';
/** A mutation trigger's settled result: the answer, or an error the baseQuery already reported. */
type Sent = { data?: Answer; error?: unknown };
export type CaptureOutcome = 'success' | 'failed' | 'cancelled';

/** How often a running capture is polled (the device answers `wait` with its progress). */
export const CAPTURE_POLL_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Messages for the answers the baseQuery hands back without a toast (SPEC §7: 10003, 10005). */
function quietFailure(answer: Answer): string {
  return Number(answer.retvalue) === 10005 ? i18n.t('users:capture.busy') : i18n.t('users:capture.noSensor');
}

/**
 * A fingerprint or face capture (regfp / getOnlineEnrollStatus): start, poll while the
 * device answers `wait`, then success or failure; cancel stops it on the device too.
 */
export function useCapture(send: (action: CaptureAction) => Promise<Sent>) {
  const [progress, setProgress] = useState<number | null>(null);
  const cancelled = useRef(false);
  const alive = useRef(true);
  const running = useRef(false);
  const latestSend = useRef(send);
  useEffect(() => {
    latestSend.current = send;
  });

  // Leaving (Back, the menu, closing the tab) stops a running capture on the device too:
  // else it keeps the sensor and refuses the next enrolment for its 30 s.
  useEffect(() => {
    alive.current = true;
    const stopOnDevice = () => {
      if (!running.current || cancelled.current) return;
      cancelled.current = true;
      void latestSend.current('cancel');
    };
    window.addEventListener('pagehide', stopOnDevice);
    return () => {
      alive.current = false;
      window.removeEventListener('pagehide', stopOnDevice);
      stopOnDevice();
    };
  }, []);

  const run = useCallback(async (): Promise<CaptureOutcome> => {
    cancelled.current = false;
    running.current = true;
    setProgress(0);
    try {
      let sent = await send('start');
      while (sent.data?.code === 'wait') {
        if (alive.current) setProgress(Number(sent.data.progress ?? 0));
        await sleep(CAPTURE_POLL_MS);
        if (cancelled.current || !alive.current) return 'cancelled';
        sent = await send('status');
      }
      if (cancelled.current) return 'cancelled';
      if (sent.data?.code === 'success') {
        notifyToast.success(i18n.t('users:capture.done'));
        return 'success';
      }
      if (sent.data) notifyToast.error(quietFailure(sent.data));
      return 'failed';
    } finally {
      running.current = false;
      if (alive.current) setProgress(null);
    }
  }, [send]);

  const cancel = useCallback(() => {
    cancelled.current = true;
    setProgress(null);
    void send('cancel');
    // The user's own choice: said, but not as a failure.
    notifyToast.info(i18n.t('users:capture.cancelled'));
  }, [send]);

  return { waiting: progress !== null, progress: progress ?? 0, run, cancel };
}
