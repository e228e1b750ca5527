import { useEffect, useRef, useState } from 'react';
import { api, loseSession, navigation, onSessionUse, sessionTimeLeft, useAppDispatch, useLogoutMutation } from '@tac/goform';
import { leftToRight, useLocaleFormat, useTranslation } from '@tac/i18n';
import { Button, Dialog, Portal, Text } from '@tac/ui';
import { useRehearsal } from '../startup/rehearsalContext';

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
  const [logout, loggingOut] = useLogoutMutation();
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
  // While the dialog closes it keeps the time it last showed.
  const shown = useRef('');
  if (open) {
    const seconds = Math.ceil(left / 1000);
    shown.current = leftToRight(`${number(Math.floor(seconds / 60))}:${number(seconds % 60, { minimumIntegerDigits: 2 })}`);
  }

  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => (e.open ? undefined : void stay())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('shell:sessionExpiring.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Text>{t('shell:sessionExpiring.message')}</Text>
              </Dialog.Description>
              <Text mt="3" fontSize="2xl" fontWeight="semibold" role="timer" aria-live="off" aria-label={t('shell:sessionExpiring.timeLeft')}>
                {shown.current}
              </Text>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button
                variant="outline"
                loading={loggingOut.isLoading}
                onClick={async () => {
                  await logout();
                  navigation.reloadTo('/login');
                }}
              >
                {t('shell:navbar.logout')}
              </Button>
              <Button colorPalette="brand" loading={staying} onClick={() => void stay()}>
                {t('shell:sessionExpiring.stay')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
