import { useState } from 'react';
import { navigation, type CertificateInfo } from '@tac/goform';
import { useTranslation } from '@tac/i18n';
import { Button, ConfirmDialog, Heading, Link, Stack, Text } from '@tac/ui';
import type { PendingTexts } from '../../networkChange/PendingChange';
import { useNetworkHttpsOnlyConfirmMutation, useNetworkHttpsOnlyMutation } from './endpoints';
import { SettledHere, useSettle } from './SettledHere';

const PENDING_TEXTS: PendingTexts = {
  title: 'network:certificate.httpsOnly.pending.title',
  revertIn: 'network:certificate.httpsOnly.pending.revertIn',
  keep: 'network:certificate.httpsOnly.pending.keep',
  outcomes: 'certificate.httpsOnly.outcome',
};

/** This page over HTTPS: same host and path, the device's HTTPS port. */
function httpsPage(port: number | undefined): string {
  const url = new URL(window.location.href);
  url.protocol = 'https:';
  url.port = port === undefined || port === 443 ? '' : String(port);
  return url.toString();
}

/** A URL inside a sentence reads left to right in a right-to-left one too (Unicode isolate). */
const isolated = (url: string) => `\u2066${url}\u2069`;

/**
 * HTTPS only: switched on after a dialog that says what follows, then this page moves to HTTPS,
 * where it is kept (the device takes keep=1 over HTTPS only) or reverts by itself. Switched off
 * at once: HTTPS keeps answering, so nobody is cut off.
 */
export function HttpsOnly({ info, onExpired }: { info: CertificateInfo; onExpired: () => void }) {
  const { t } = useTranslation('network');
  const [switchTo, switching] = useNetworkHttpsOnlyMutation();
  const [confirm, confirming] = useNetworkHttpsOnlyConfirmMutation();
  const [asking, setAsking] = useState(false);
  const { outcome, setOutcome, settle } = useSettle(confirm);
  const on = info.httpsonly === 1;
  const pendingMs = typeof info.httpsonlyms === 'number' && info.httpsonlyms > 0 ? info.httpsonlyms : undefined;
  const onHttps = window.location.protocol === 'https:';
  const httpsUrl = httpsPage(info.httpsport);

  const turnOn = async () => {
    setAsking(false);
    setOutcome(undefined);
    const result = await switchTo({ httpsonly: 1 });
    if (!('error' in result)) navigation.assign(httpsUrl);
  };
  const turnOff = async () => {
    setOutcome(undefined);
    const result = await switchTo({ httpsonly: 0 });
    if (!('error' in result)) setOutcome('reverted');
  };

  return (
    <Stack as="section" gap="3" aria-labelledby="https-only">
      <Heading as="h2" size="md" id="https-only">
        {t('certificate.httpsOnly.title')}
      </Heading>
      <SettledHere
        rollbackms={pendingMs}
        busy={confirming.isLoading}
        settle={settle}
        outcome={outcome}
        onExpired={() => {
          setOutcome('restored');
          onExpired();
        }}
        texts={PENDING_TEXTS}
        hint={onHttps ? undefined : t('certificate.httpsOnly.pending.openHttps')}
      />
      {pendingMs !== undefined && !onHttps && (
        <Link href={httpsUrl} fontWeight="semibold" textDecoration="underline">
          <bdi dir="ltr">{httpsUrl}</bdi>
        </Link>
      )}
      <Text>{t(on ? 'certificate.httpsOnly.on' : 'certificate.httpsOnly.off')}</Text>
      {pendingMs === undefined && (
        <Button
          alignSelf="flex-start"
          colorPalette="brand"
          variant={on ? 'outline' : 'solid'}
          loading={switching.isLoading}
          onClick={() => (on ? void turnOff() : setAsking(true))}
        >
          {t(on ? 'certificate.httpsOnly.turnOff' : 'certificate.httpsOnly.turnOn')}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={t('certificate.httpsOnly.confirmTitle')}
        message={t('certificate.httpsOnly.confirmMessage', { url: isolated(httpsUrl), count: Math.round((info.windowms ?? 0) / 1000) })}
        confirmLabel={t('certificate.httpsOnly.turnOn')}
        onConfirm={() => void turnOn()}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
