import { ChakraProvider, LocaleProvider, type SystemContext } from '@chakra-ui/react';
import { setNotifier } from '@tac/goform/core';
import { toBcp47 } from '@tac/i18n';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrandSystem, themeAdditions, type BrandTheme } from './system';
import { AppToaster, notifyToast } from './toaster';

export interface UiProviderProps {
  /** The brand's theme tokens, or a system already built with createBrandSystem. */
  theme?: BrandTheme | SystemContext;
  children: ReactNode;
}

function isSystem(theme: BrandTheme | SystemContext | undefined): theme is SystemContext {
  return !!theme && '$$chakra' in theme;
}

/**
 * The one Chakra provider of the console: brand system, a locale (and so reading
 * direction) that follows the i18n language, the toaster, and device messages as toasts.
 */
export function UiProvider({ theme, children }: UiProviderProps) {
  const { i18n } = useTranslation();
  // The recipes of @tac/ui's heavier components arrive with it (after login): rebuild then.
  const additions = useSyncExternalStore(themeAdditions.subscribe, themeAdditions.version);
  const system = useMemo(() => (isSystem(theme) ? theme : createBrandSystem(theme, additions)), [theme, additions]);

  useEffect(() => {
    setNotifier(notifyToast);
    return () => setNotifier(null);
  }, []);

  return (
    <ChakraProvider value={system}>
      <LocaleProvider locale={toBcp47(i18n.resolvedLanguage ?? i18n.language ?? 'en')}>
        {children}
        <AppToaster />
      </LocaleProvider>
    </ChakraProvider>
  );
}
