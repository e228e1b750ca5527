import { useState } from 'react';
import { useTranslation } from '@tac/i18n';
import { Button, Page, Stack, Text } from '@tac/ui';
import { ConfirmedRestart } from '../../restart/ConfirmedRestart';
import { useMachineRestartMutation } from './endpoints';

/** SPEC §2 Restart: confirm, RestartMachine, then the countdown and the wait for the device. */
export default function Restart() {
  const { t } = useTranslation('machine');
  const [restart, { isLoading, data }] = useMachineRestartMutation();
  const [asking, setAsking] = useState(false);

  const confirm = async () => {
    // A refusal is toasted by the client; the dialog closes either way.
    await restart().unwrap().catch(() => undefined);
    setAsking(false);
  };

  return (
    <Page title={t('restart.title')}>
      <Stack gap="5" maxW="2xl" align="flex-start">
        <Text>{t('restart.explain')}</Text>
        <Button colorPalette="red" onClick={() => setAsking(true)}>
          {t('restart.action')}
        </Button>
      </Stack>
      <ConfirmedRestart
        asking={asking}
        title={t('restart.confirmTitle')}
        message={t('restart.confirmMessage')}
        confirmLabel={t('restart.action')}
        busy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
        answer={data}
      />
    </Page>
  );
}
