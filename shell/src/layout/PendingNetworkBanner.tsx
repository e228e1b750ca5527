import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePendingNetworkChanges, type PendingNetworkChange } from '@tac/goform';
import { useTranslation } from '@tac/i18n';
import { Alert, Box, Button, CloseButton, Flex, Link, NetworkChangeCountdown, Stack, Text } from '@tac/ui';

/** As on the screen that made the change: reaching the device a moment later proves a same-address change works. */
export const BANNER_AUTO_CONFIRM_MS = 3000;

/** The login page at the device's new address, back to the screen of the change after login. */
function reconnectUrl(address: string, path: string): string {
  const port = window.location.port ? `:${window.location.port}` : '';
  return `${window.location.protocol}//${address}${port}/login?redirect=${encodeURIComponent(path)}`;
}

function PendingOne({ change, madeHere, busy, onKeep, onRevert, onExpired }: {
  change: PendingNetworkChange;
  /** This tab made the change: only it keeps a same-address change by itself, once. */
  madeHere: boolean;
  busy: boolean;
  onKeep: () => void;
  onRevert: () => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const [rollbackms] = useState(() => Math.max(0, change.deadline - Date.now()));
  // The address stayed and this page still reaches the device: keep, as the screen itself would.
  useEffect(() => {
    if (change.address !== undefined || !madeHere) return;
    const timer = setTimeout(onKeep, BANNER_AUTO_CONFIRM_MS);
    return () => clearTimeout(timer);
    // Once per change, not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [change.group, change.deadline]);
  return (
    <NetworkChangeCountdown
      rollbackms={rollbackms}
      onExpired={onExpired}
      actions={
        <Flex gap="3" wrap="wrap">
          <Button colorPalette="brand" size="sm" onClick={onKeep} loading={busy}>
            {t('shell:networkChange.keep')}
          </Button>
          <Button variant="outline" size="sm" onClick={onRevert} disabled={busy}>
            {t('shell:networkChange.revert')}
          </Button>
        </Flex>
      }
    >
      {typeof change.address === 'string' && (
        <Text>
          <Link href={reconnectUrl(change.address, change.path)} fontWeight="semibold" textDecoration="underline">
            {t('shell:networkChange.newAddress', { address: change.address })}
          </Link>
        </Text>
      )}
    </NetworkChangeCountdown>
  );
}

/**
 * A network change awaiting confirmation, on every page of the console but the screen that made
 * it (which shows its own panel): the countdown, Keep and Revert; then how it ended, the device's
 * own revert included (issue 34). The change and its deadline outlive a reload of the tab.
 */
export function PendingNetworkBanner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { changes, madeHere, notice, closeNotice, keep, revert, expired } = usePendingNetworkChanges();
  const [busy, setBusy] = useState<string>();
  const shown = changes.filter((c) => c.path !== pathname);
  if (shown.length === 0 && !notice) return null;

  const act = (change: PendingNetworkChange, what: (c: PendingNetworkChange) => Promise<void>) => async () => {
    setBusy(change.group);
    try {
      await what(change);
    } catch {
      // The answer handling has told the user why; the banner stays for another try.
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Stack gap="3" px={{ base: '3', md: '6' }} pt="4">
      {shown.map((change) => (
        <PendingOne
          key={`${change.group}-${change.deadline}`}
          change={change}
          madeHere={madeHere(change)}
          busy={busy === change.group}
          onKeep={() => void act(change, keep)()}
          onRevert={() => void act(change, revert)()}
          onExpired={() => void expired(change)}
        />
      ))}
      {notice && (
        <Box maxW="2xl">
          <Alert.Root status={notice.outcome === 'kept' ? 'success' : 'info'} role="status">
            <Alert.Indicator />
            <Alert.Title flex="1">{t(`shell:networkChange.outcome.${notice.outcome}`)}</Alert.Title>
            <CloseButton size="sm" aria-label={t('common:close')} onClick={closeNotice} />
          </Alert.Root>
        </Box>
      )}
    </Stack>
  );
}
