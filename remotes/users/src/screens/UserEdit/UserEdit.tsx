import { useTranslation } from '@tac/i18n';
import { Page } from '@tac/ui';

export default function UserEdit() {
  const { t } = useTranslation('users');
  return <Page title={t('list.title')} />;
}
