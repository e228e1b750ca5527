import { useEffect } from 'react';
import { useTranslation } from '@tac/i18n';
import { navigation } from '@tac/goform/core';
import { Center, Text } from '@tac/ui/core';
import { ROUTE_ERROR_RELOAD_MS } from './loadFailure';

/** SPEC §2: a route-loading failure shows 'Network Error', then reloads the page. */
export function NetworkErrorReload() {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => navigation.reloadTo(window.location.href), ROUTE_ERROR_RELOAD_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Center py="16" role="alert">
      <Text fontSize="lg">{t('shell:networkError')}</Text>
    </Center>
  );
}
