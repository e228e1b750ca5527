import { BACKUP_SCREENS, useAuthorizeBluetoothMutation, useBluetoothListQuery } from '@tac/goform';
import { screenTitleKey, useTranslation } from '@tac/i18n';
import { Page, Text } from '@tac/ui';
import { AuthorizationList } from '../../components/AuthorizationList';

export default function BluetoothAuthorization() {
  const { t } = useTranslation('advancedSetup');
  const list = useBluetoothListQuery();
  const [change, { isLoading }] = useAuthorizeBluetoothMutation();
  return (
    <Page titleKey={screenTitleKey(BACKUP_SCREENS.bluetoothAuth)}>
      <Text color="fg.muted">{t('authorization.bluetoothHelp')}</Text>
      <AuthorizationList screen={BACKUP_SCREENS.bluetoothAuth} list={list} change={change} isChanging={isLoading} />
    </Page>
  );
}
