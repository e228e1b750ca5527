import { useTranslation } from '@tac/i18n';
import { Alert, Button, Flex, Link, NetworkChangeCountdown, Text } from '@tac/ui';

/** How the last pending change ended, told to the user either way. */
export type Outcome = 'kept' | 'reverted' | 'restored';

/** The panel's words: a network change's unless another change (a certificate) waits instead. */
export interface PendingTexts {
  title: string;
  revertIn: string;
  keep: string;
  /** The prefix of the outcome texts: `${outcomes}.kept`… */
  outcomes: string;
}

const NETWORK_TEXTS: PendingTexts = {
  title: 'shell:networkChange.title',
  revertIn: 'shell:networkChange.revertIn',
  keep: 'shell:networkChange.keep',
  outcomes: 'change.outcome',
};

export interface PendingChangeProps {
  /** ms before the device restores the previous settings; undefined when nothing is pending. */
  rollbackms: number | undefined;
  /** undefined: same address; null: unknown (DHCP); else the new address. */
  address: string | null | undefined;
  loginHref?: string;
  /** Revert needs the previous values, known only to the console that made the change. */
  canRevert: boolean;
  autoConfirming: boolean;
  busy: boolean;
  outcome: Outcome | undefined;
  onKeep: () => void;
  onRevert: () => void;
  onExpired: () => void;
  texts?: PendingTexts;
  /** What to do meanwhile, under the countdown. */
  hint?: string;
}

/** The pending network change: countdown, where to reconnect, Keep / Revert; then its outcome. */
export function PendingChange({
  rollbackms,
  address,
  loginHref,
  canRevert,
  autoConfirming,
  busy,
  outcome,
  onKeep,
  onRevert,
  onExpired,
  texts = NETWORK_TEXTS,
  hint,
}: PendingChangeProps) {
  const { t } = useTranslation('network');
  if (rollbackms === undefined) {
    if (!outcome) return null;
    return (
      <Alert.Root status={outcome === 'kept' ? 'success' : 'info'} role="status" maxW="2xl">
        <Alert.Indicator />
        <Alert.Title>{t(`${texts.outcomes}.${outcome}`)}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <NetworkChangeCountdown
      rollbackms={rollbackms}
      onExpired={onExpired}
      texts={texts}
      actions={
        <Flex gap="3" wrap="wrap">
          <Button colorPalette="brand" size="sm" onClick={onKeep} loading={busy}>
            {t(texts.keep)}
          </Button>
          {canRevert && (
            <Button variant="outline" size="sm" onClick={onRevert} disabled={busy}>
              {t('shell:networkChange.revert')}
            </Button>
          )}
        </Flex>
      }
    >
      {hint && <Text>{hint}</Text>}
      {typeof address === 'string' && loginHref && (
        <Text>
          <Link href={loginHref} fontWeight="semibold" textDecoration="underline">
            {t('shell:networkChange.newAddress', { address })}
          </Link>
        </Text>
      )}
      {address === null && <Text>{t('change.dhcpAddress')}</Text>}
      {autoConfirming && <Text>{t('change.autoConfirm')}</Text>}
    </NetworkChangeCountdown>
  );
}
