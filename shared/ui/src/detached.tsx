import { ChakraProvider, LocaleProvider, useChakraContext, type SystemContext } from '@chakra-ui/react';
import { toBcp47 } from '@tac/i18n';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useTranslation } from 'react-i18next';

const roots = new Set<Root>();

/** The console's Chakra system, to hand to `renderDetached` from inside the console's tree. */
export function useUiSystem(): SystemContext {
  return useChakraContext();
}

function Locale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <LocaleProvider locale={toBcp47(i18n.resolvedLanguage ?? i18n.language ?? 'en')}>{children}</LocaleProvider>;
}

/**
 * Renders `element` in a React root of its own on <body>, with the console's Chakra system
 * and language direction, for what must outlive the screen that started it: a firmware
 * upload's restart countdown once the user has moved to another section. Other providers
 * (the store) are the caller's to wrap. Returns its unmount.
 */
export function renderDetached(element: ReactNode, system: SystemContext): () => void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  roots.add(root);
  root.render(
    <ChakraProvider value={system}>
      <Locale>{element}</Locale>
    </ChakraProvider>,
  );
  return () => {
    roots.delete(root);
    root.unmount();
    host.remove();
  };
}

/** Unmounts every detached root (tests: one test's overlay must not outlive it). */
export function unmountDetached(): void {
  for (const root of roots) root.unmount();
  roots.clear();
}
