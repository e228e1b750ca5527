import { useState } from 'react';
import { useTranslation } from '@tac/i18n';
import type { BackupChange, BackupPreview } from '@tac/goform';
import { Alert, Button, NetworkChangeCountdown, Text } from '@tac/ui';
import { useBackupKeepNetworkMutation } from './endpoints';

interface Props {
  pending: NonNullable<BackupPreview['rollback']>;
  changes: BackupChange[];
}

/**
 * Restored network settings under confirm-or-revert (DESIGN §3): the Network screens' countdown
 * and texts; Keep confirms every restored group (keep=1), else the device puts the previous
 * settings back when the time is up.
 */
export function RestoredNetwork({ pending, changes }: Props) {
  const { t } = useTranslation('machine');
  const [keep, { isLoading }] = useBackupKeepNetworkMutation();
  const [ended, setEnded] = useState<'kept' | 'reverted'>();
  const address = changes.find((c) => c.group === 'ethernet' && c.field === 'ip')?.restored;
  const rollbackms = Math.min(...pending.map((p) => p.rollbackms));

  if (ended) {
    return (
      <Alert.Root status={ended === 'kept' ? 'success' : 'info'} role="status">
        <Alert.Indicator />
        <Alert.Title>{t(`backup.network.${ended}`)}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <NetworkChangeCountdown
      rollbackms={rollbackms}
      onExpired={() => setEnded('reverted')}
      actions={
        <Button
          colorPalette="brand"
          size="sm"
          alignSelf="flex-start"
          loading={isLoading}
          onClick={() => void keep(pending).unwrap().then(() => setEnded('kept'), () => undefined)}
        >
          {t('shell:networkChange.keep')}
        </Button>
      }
    >
      {typeof address === 'string' && <Text>{t('shell:networkChange.newAddress', { address })}</Text>}
    </NetworkChangeCountdown>
  );
}
