import { useTranslation } from '@tac/i18n';
import { Page, Text } from '@tac/ui';
import { AuthorizationList } from '../../components/AuthorizationList';
import { useAdvancedSetupWiegandAuthorizeMutation, useAdvancedSetupWiegandListQuery } from './endpoints';

export default function WiegandAuthorization() {
  const { t } = useTranslation('advancedSetup');
  // Pairing on another screen (or another browser) adds readers: read the list on every visit.
  const list = useAdvancedSetupWiegandListQuery(undefined, { refetchOnMountOrArgChange: true });
  const [change, { isLoading }] = useAdvancedSetupWiegandAuthorizeMutation();
  return (
    <Page titleKey="advancedSetup:menu.wiegandAuthorization">
      <Text color="fg.muted">{t('authorization.wiegandHelp')}</Text>
      <AuthorizationList list={list} change={change} isChanging={isLoading} />
    </Page>
  );
}
