import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '@tac/i18n';
import { Alert, Button, DataList, Link, Page, Progress, Stack, Text, WaitingOverlay } from '@tac/ui';
import { usePairing } from './usePairing';

export default function WiganPairing() {
  const { t } = useTranslation('advancedSetup');
  const { state, start, cancel } = usePairing();
  const pairing = state.phase === 'pairing';

  return (
    <Page titleKey="advancedSetup:menu.wiegandPairing">
      <Stack gap="5" maxW="2xl">
        <Text color="fg.muted">{t('pairing.help')}</Text>
        <div>
          <Button colorPalette="brand" onClick={() => void start()} loading={pairing}>
            {t('pairing.start')}
          </Button>
        </div>
        {state.phase === 'paired' && (
          <Alert.Root status="success">
            <Alert.Indicator />
            <Stack gap="3" flex="1">
              <Alert.Title>{t('pairing.paired')}</Alert.Title>
              <DataList.Root orientation="horizontal">
                <DataList.Item>
                  <DataList.ItemLabel>{t('authorization.mac')}</DataList.ItemLabel>
                  <DataList.ItemValue fontFamily="mono">{state.reader.mac}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{t('authorization.model')}</DataList.ItemLabel>
                  <DataList.ItemValue>{state.reader.model}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{t('authorization.machine')}</DataList.ItemLabel>
                  <DataList.ItemValue>{state.reader.machine}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{t('authorization.status')}</DataList.ItemLabel>
                  <DataList.ItemValue>
                    {t(state.reader.status === 1 ? 'authorization.authorized' : 'authorization.unauthorized')}
                  </DataList.ItemValue>
                </DataList.Item>
              </DataList.Root>
              {state.reader.status !== 1 && (
                <Alert.Description>
                  <Link asChild colorPalette="brand">
                    <RouterLink to="/basicSetting/wiegandAuthorization">{t('pairing.authorizeIt')}</RouterLink>
                  </Link>
                </Alert.Description>
              )}
            </Stack>
          </Alert.Root>
        )}
        {state.phase === 'failed' && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('pairing.failed')}</Alert.Title>
              <Alert.Description>{t(state.reason === 'timeout' ? 'pairing.timeout' : 'pairing.refused')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {state.phase === 'cancelled' && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{t('pairing.cancelled')}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
      <WaitingOverlay open={pairing} message={t('pairing.waiting')} onCancel={cancel}>
        {pairing && (
          <Progress.Root value={state.progress} w="full" aria-label={t('pairing.progress')}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
      </WaitingOverlay>
    </Page>
  );
}
