import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { ConsoleStore } from '@tac/goform';
import { UiProvider } from '@tac/ui/core';
import { brand } from './brand/brand';
import { SectionStoreContext, type SectionStore } from './federation/sectionStore';
import { SectionDirectoryContext, type SectionDirectory } from './sections/directory';
import { createRoutes } from './routes';
import { RehearsalContext } from './startup/rehearsalContext';

export type ConsoleRouter = ReturnType<typeof createBrowserRouter>;

/** The console's router: the address bar's, or (while drawn before the sign-in) that of a stand-in window. */
export const createConsoleRouter = (window?: Window): ConsoleRouter => createBrowserRouter(createRoutes(), { window });

export interface ShellParts {
  store: ConsoleStore;
  /** The sections' code as it loads. */
  sections: SectionStore;
  /** The sections the registry lists, as their descriptors say. */
  directory: SectionDirectory;
}

/** Everything around the routes: one store, one Chakra system, the sections' directory and loading state. */
export function ShellProviders({ store, sections, directory, children }: ShellParts & { children: React.ReactNode }) {
  return (
    <Provider store={store}>
      <UiProvider theme={brand.theme}>
        <SectionDirectoryContext.Provider value={directory}>
          <SectionStoreContext.Provider value={sections}>{children}</SectionStoreContext.Provider>
        </SectionDirectoryContext.Provider>
      </UiProvider>
    </Provider>
  );
}

export interface AppProps extends ShellParts {
  router: ConsoleRouter;
  /** Drawn out of sight while the visitor signs in (./startup/rehearsal.tsx): what shows outside the tree is left alone. */
  rehearsing?: boolean;
}

export function App({ store, sections, directory, router, rehearsing = false }: AppProps) {
  return (
    <RehearsalContext.Provider value={rehearsing}>
      <ShellProviders store={store} sections={sections} directory={directory}>
        <RouterProvider router={router} />
      </ShellProviders>
    </RehearsalContext.Provider>
  );
}
