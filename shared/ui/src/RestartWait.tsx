import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, endSession, goformRequest, SetDebugParam, useAppDispatch } from '@tac/goform';
import { Countdown, DEFAULT_COUNTDOWN_S } from './Countdown';
import { WaitingOverlay } from './WaitingOverlay';

/**
 * Is the device back? SetDebugParam is public and read-only, so it answers as soon as
 * the device is up again, without the session the restart ended. Quiet: while the device
 * restarts it refuses every call (10001 deviceOffline) and that is what we expect.
 */
const probeEndpoints = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    deviceProbe: build.mutation<unknown, void>({
      query: () => goformRequest(SetDebugParam, {}, { quiet: true }),
    }),
  }),
});

/** How often the console asks whether the device is back once the countdown is over. */
export const PROBE_INTERVAL_MS = 1000;

export interface RestartWaitProps {
  /** How long the device said it stays offline (restartms); the countdown shows it, else 30 s. */
  restartms?: number;
}

/**
 * After a restart, initialization, firmware upgrade or device language change (SPEC §4): counts down, then asks
 * the device until it answers again and only then goes to the login page, so a device
 * that takes longer than the countdown never leaves the browser on a dead page.
 */
export function RestartWait({ restartms }: RestartWaitProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [probe] = probeEndpoints.useDeviceProbeMutation();
  const [counting, setCounting] = useState(true);
  const seconds = restartms && restartms > 0 ? Math.ceil(restartms / 1000) : DEFAULT_COUNTDOWN_S;

  useEffect(() => {
    if (counting) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      const back = await probe()
        .unwrap()
        .then(
          () => true,
          () => false,
        );
      if (stopped) return;
      // The restart ended the session on the device: the console ends it too, on /login.
      if (back) endSession(dispatch);
      else timer = setTimeout(() => void ask(), PROBE_INTERVAL_MS);
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [counting, probe, dispatch]);

  return (
    <WaitingOverlay open message={counting ? t('common:deviceAndPageWillRestart') : t('common:waitingForDevice')}>
      {counting && <Countdown seconds={seconds} onDone={() => setCounting(false)} />}
    </WaitingOverlay>
  );
}
