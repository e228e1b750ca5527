import { useTranslation } from '@tac/i18n';
import { Page, Text } from '@tac/ui';
import { AuthorizationList } from '../../components/AuthorizationList';
import { useAdvancedSetupBluetoothAuthorizeMutation, useAdvancedSetupBluetoothListQuery } from './endpoints';

export default function BluetoothAuthorization() {
  const { t } = useTranslation('advancedSetup');
  // Devices connected under Network › Bluetooth join this list: read it on every visit.
  const list = useAdvancedSetupBluetoothListQuery(undefined, { refetchOnMountOrArgChange: true });
  const [change, { isLoading }] = useAdvancedSetupBluetoothAuthorizeMutation();
  return (
    <Page titleKey="advancedSetup:menu.bluetoothAuthorization">
      <Text color="fg.muted">{t('authorization.bluetoothHelp')}</Text>
      <AuthorizationList list={list} change={change} isChanging={isLoading} />
    </Page>
  );
}
