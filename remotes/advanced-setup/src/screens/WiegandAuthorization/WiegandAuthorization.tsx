import { BACKUP_SCREENS, useAuthorizeWiegandMutation, useWiegandListQuery } from '@tac/goform';
import { screenTitleKey, useTranslation } from '@tac/i18n';
import { Page, Text } from '@tac/ui';
import { AuthorizationList } from '../../components/AuthorizationList';

export default function WiegandAuthorization() {
  const { t } = useTranslation('advancedSetup');
  // Pairing on another screen (or another browser) adds readers: read the list on every visit.
  const list = useWiegandListQuery(undefined, { refetchOnMountOrArgChange: true });
  const [change, { isLoading }] = useAuthorizeWiegandMutation();
  return (
    <Page titleKey={screenTitleKey(BACKUP_SCREENS.wiegandAuth)}>
      <Text color="fg.muted">{t('authorization.wiegandHelp')}</Text>
      <AuthorizationList screen={BACKUP_SCREENS.wiegandAuth} list={list} change={change} isChanging={isLoading} />
    </Page>
  );
}
