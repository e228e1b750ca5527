import { useRouteError } from 'react-router-dom';
import { useTranslation } from '@tac/i18n';
import { ErrorPanel } from '@tac/ui/core';
import { navigation } from '@tac/goform/core';
import { isChunkLoadError } from './loadFailure';
import { NetworkErrorReload } from './NetworkErrorReload';

/** The router's last line of defence: never a white screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isChunkLoadError(error)) return <NetworkErrorReload />;
  return (
    <ErrorPanel
      title={t('errors:unknown')}
      message={error instanceof Error ? error.message : undefined}
      onRetry={() => navigation.reloadTo(window.location.href)}
    />
  );
}
