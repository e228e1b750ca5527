import { useTranslation } from '@tac/i18n';
import { MessagePage } from './MessagePage';

export function NotFoundPage() {
  const { t } = useTranslation();
  return <MessagePage title={t('shell:notFound.title')} message={t('shell:notFound.message')} titleSize="4xl" />;
}
