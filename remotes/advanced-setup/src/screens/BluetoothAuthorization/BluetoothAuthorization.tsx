import { useAuthorizeBluetoothMutation, useBluetoothListQuery } from '@tac/goform';
import { useTranslation } from '@tac/i18n';
import { Page, Text } from '@tac/ui';
import { AuthorizationList } from '../../components/AuthorizationList';

export default function BluetoothAuthorization() {
  const { t } = useTranslation('advancedSetup');
  const list = useBluetoothListQuery();
  const [change, { isLoading }] = useAuthorizeBluetoothMutation();
  return (
    <Page titleKey="advancedSetup:menu.bluetoothAuthorization">
      <Text color="fg.muted">{t('authorization.bluetoothHelp')}</Text>
      <AuthorizationList label={t('menu.bluetoothAuthorization')} list={list} change={change} isChanging={isLoading} />
    </Page>
  );
}
