import { useState } from 'react';
import { useSectionTexts, useTranslation } from '@tac/i18n';
import type { BackupChange, BackupPreview } from '@tac/goform';
import { Alert, Button, Flex, NetworkChangeCountdown, Text } from '@tac/ui';
import { useBackupKeepNetworkMutation, useBackupRevertNetworkMutation } from './endpoints';

interface Props {
  pending: NonNullable<BackupPreview['rollback']>;
  changes: BackupChange[];
}

/** How the pending change ended: the Network screens' outcomes and texts. */
type Outcome = 'kept' | 'reverted' | 'restored';

/**
 * Restored network settings under confirm-or-revert (DESIGN §3), as on the Network screens:
 * their countdown and texts; Keep confirms every restored group (keep=1), Revert puts the
 * settings the restore replaced back, and when the time is up the device does so by itself.
 */
export function RestoredNetwork({ pending, changes }: Props) {
  const { t } = useTranslation('machine');
  useSectionTexts(['network']);
  const [keep, kept] = useBackupKeepNetworkMutation();
  const [revert, reverted] = useBackupRevertNetworkMutation();
  const [outcome, setOutcome] = useState<Outcome>();
  const busy = kept.isLoading || reverted.isLoading;
  const address = changes.find((c) => c.group === 'ethernet' && c.field === 'ip')?.restored;
  const rollbackms = Math.min(...pending.map((p) => p.rollbackms));
  // A refusal is told by the baseQuery's toast; the panel stays so the user can try again.
  const end = (sent: Promise<unknown>, ended: Outcome) => void sent.then(() => setOutcome(ended), () => undefined);

  if (outcome) {
    return (
      <Alert.Root status={outcome === 'kept' ? 'success' : 'info'} role="status">
        <Alert.Indicator />
        <Alert.Title>{t(`network:change.outcome.${outcome}`)}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <NetworkChangeCountdown
      rollbackms={rollbackms}
      onExpired={() => setOutcome('restored')}
      actions={
        <Flex gap="3" wrap="wrap">
          <Button colorPalette="brand" size="sm" loading={kept.isLoading} disabled={busy} onClick={() => end(keep(pending).unwrap(), 'kept')}>
            {t('shell:networkChange.keep')}
          </Button>
          <Button variant="outline" size="sm" loading={reverted.isLoading} disabled={busy} onClick={() => end(revert({ pending, changes }).unwrap(), 'reverted')}>
            {t('shell:networkChange.revert')}
          </Button>
        </Flex>
      }
    >
      {typeof address === 'string' && <Text>{t('shell:networkChange.newAddress', { address })}</Text>}
    </NetworkChangeCountdown>
  );
}
