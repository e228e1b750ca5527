import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { ConsoleStore } from '@tac/goform';
import { UiProvider } from '@tac/ui/core';
import { brand } from './brand/brand';
import { SectionStoreContext, type SectionStore } from './federation/sectionStore';
import { createRoutes } from './routes';

/** Everything around the routes: one store, one Chakra system, the sections' loading state. */
export function ShellProviders({
  store,
  sections,
  children,
}: {
  store: ConsoleStore;
  sections: SectionStore;
  children: React.ReactNode;
}) {
  return (
    <Provider store={store}>
      <UiProvider theme={brand.theme}>
        <SectionStoreContext.Provider value={sections}>{children}</SectionStoreContext.Provider>
      </UiProvider>
    </Provider>
  );
}

export function App({ store, sections }: { store: ConsoleStore; sections: SectionStore }) {
  const router = useMemo(() => createBrowserRouter(createRoutes()), []);
  return (
    <ShellProviders store={store} sections={sections}>
      <RouterProvider router={router} />
    </ShellProviders>
  );
}
