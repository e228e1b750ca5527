import { useEffect, useState } from 'react';
import { api, loseSession, onSessionUse, sessionTimeLeft, useAppDispatch } from '@tac/goform';
import { leftToRight, useLocaleFormat, useTranslation } from '@tac/i18n';
import { ConfirmDialog, Text } from '@tac/ui';
import { useRehearsal } from '../startup/rehearsalContext';
import { useLogOut } from './LogoutDialog';

/** How long before the device would end an unused session the console warns. */
export const WARN_BEFORE_MS = 60_000;
const TICK_MS = 1000;

/** The session's time left, read again when it is used (in any tab), at the warning's start, then each second. */
function useSessionTimeLeft(): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => onSessionUse(() => setNow(Date.now())), []);
  const left = sessionTimeLeft(now);
  useEffect(() => {
    if (left === undefined || left <= 0) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), left > WARN_BEFORE_MS ? left - WARN_BEFORE_MS : Math.min(TICK_MS, left));
    return () => clearTimeout(timer);
  }, [now, left]);
  return left;
}

/**
 * A minute before the device ends a session left unused, the console says so and offers to stay
 * logged in (one call the device takes with the session moves its end on). When the time is up the
 * session ends as it would on the next call: the page's unsaved edits kept, the login page saying
 * why and bringing the visitor back (walk 2026-11-27 #7).
 */
export function SessionExpiryWarning() {
  const { t } = useTranslation();
  const { number } = useLocaleFormat();
  const dispatch = useAppDispatch();
  const rehearsal = useRehearsal();
  const left = useSessionTimeLeft();
  const { logOut, loggingOut } = useLogOut();
  const [staying, setStaying] = useState(false);
  const ended = !rehearsal && left !== undefined && left <= 0;

  useEffect(() => {
    if (ended) loseSession(dispatch);
  }, [ended, dispatch]);

  const stay = async () => {
    setStaying(true);
    await dispatch(api.endpoints.checkPower.initiate(undefined, { subscribe: false, forceRefetch: true }));
    setStaying(false);
  };
  const open = !rehearsal && left !== undefined && left > 0 && left <= WARN_BEFORE_MS;
  // Within the warning's minute, also while the dialog closes after Stay.
  const seconds = Math.ceil(Math.min(Math.max(left ?? 0, 0), WARN_BEFORE_MS) / 1000);
  const time = leftToRight(`${number(Math.floor(seconds / 60))}:${number(seconds % 60, { minimumIntegerDigits: 2 })}`);

  return (
    <ConfirmDialog
      open={open}
      title={t('shell:sessionExpiring.title')}
      message={
        <>
          <Text>{t('shell:sessionExpiring.message')}</Text>
          <Text mt="3" fontSize="2xl" fontWeight="semibold" role="timer" aria-live="off" aria-label={t('shell:sessionExpiring.timeLeft')}>
            {time}
          </Text>
        </>
      }
      confirmLabel={t('shell:sessionExpiring.stay')}
      busy={staying || loggingOut}
      onConfirm={() => void stay()}
      cancelLabel={t('shell:navbar.logout')}
      onCancel={() => void logOut()}
      onDismiss={() => void stay()}
      focusConfirm
    />
  );
}
