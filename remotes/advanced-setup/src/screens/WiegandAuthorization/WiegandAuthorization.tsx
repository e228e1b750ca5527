import { useAuthorizeWiegandMutation, useWiegandListQuery } from '@tac/goform';
import { useTranslation } from '@tac/i18n';
import { Page, Text } from '@tac/ui';
import { AuthorizationList } from '../../components/AuthorizationList';

export default function WiegandAuthorization() {
  const { t } = useTranslation('advancedSetup');
  // Pairing on another screen (or another browser) adds readers: read the list on every visit.
  const list = useWiegandListQuery(undefined, { refetchOnMountOrArgChange: true });
  const [change, { isLoading }] = useAuthorizeWiegandMutation();
  return (
    <Page titleKey="advancedSetup:menu.wiegandAuthorization">
      <Text color="fg.muted">{t('authorization.wiegandHelp')}</Text>
      <AuthorizationList label={t('menu.wiegandAuthorization')} list={list} change={change} isChanging={isLoading} />
    </Page>
  );
}
