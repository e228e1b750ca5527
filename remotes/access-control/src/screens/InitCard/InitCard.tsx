import { useState } from 'react';
import { useTranslation } from '@tac/i18n';
import { Alert, Box, Button, ConfirmDialog, Page, Stack, Text } from '@tac/ui';
import { useAccessControlAdminCardQuery, useAccessControlInitCardMutation } from './endpoints';

type Outcome = { ok: true; card: string } | { ok: false };

/**
 * Init Card: the current admin card number (read from the device, so a reload keeps it);
 * after a confirmation the device issues a new one; the outcome stays on screen.
 */
export default function InitCard() {
  const { t } = useTranslation('accessControl');
  const { data: current } = useAccessControlAdminCardQuery();
  const [initCard, { isLoading }] = useAccessControlInitCardMutation();
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const run = async () => {
    // The baseQuery has already toasted a catalogue or network failure; the panel below stays.
    const { data } = await initCard();
    setAsking(false);
    setOutcome(data?.code === 'success' ? { ok: true, card: data.admincard } : { ok: false });
  };

  return (
    <Page title={t('accessControl:menu.initCard')}>
      <Stack gap="4" maxW="2xl" align="start">
        <Text>{t('initCard.explain')}</Text>
        {current && (
          <Text aria-live="polite">
            {current.admincard ? t('initCard.currentCard', { card: current.admincard }) : t('initCard.noCard')}
          </Text>
        )}
        <Button colorPalette="red" onClick={() => setAsking(true)} loading={isLoading}>
          {t('initCard.action')}
        </Button>
        <Box aria-live="polite" w="full">
          {outcome?.ok === true && (
            <Alert.Root status="success">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('common:success')}</Alert.Title>
                <Alert.Description>{t('initCard.newCard', { card: outcome.card })}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {outcome?.ok === false && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('common:failed')}</Alert.Title>
                <Alert.Description>{t('initCard.failed')}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
        </Box>
      </Stack>
      <ConfirmDialog
        open={asking}
        title={t('initCard.confirmTitle')}
        message={t('initCard.confirmMessage')}
        confirmLabel={t('initCard.confirm')}
        destructive
        busy={isLoading}
        onConfirm={() => void run()}
        onCancel={() => setAsking(false)}
      />
    </Page>
  );
}
