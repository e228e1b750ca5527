import { useTranslation } from '@tac/i18n';
import { MessagePage } from './MessagePage';

/** A section the console has but the signed-in account may not open: said as such, not as a missing page. */
export function NoPermissionPage() {
  const { t } = useTranslation();
  return <MessagePage title={t('shell:noPermission.title')} message={t('shell:noPermission.message')} titleSize="2xl" />;
}
