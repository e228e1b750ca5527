import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { api, type ConsoleStore } from '@tac/goform';
import { createConsoleStore, selectFuns, setNotifier } from '@tac/goform/core';
import { notifyToast } from '@tac/ui/core';
import { ShellProviders, type ShellParts } from '../App';
import { createRoutes } from '../routes';
import { RehearsalContext } from './rehearsalContext';

export interface Rehearsal {
  /**
   * Ends the rehearsal once the visitor is signed in (`console` holds the session) and,
   * if the account may open the rehearsed section, sends at once the calls its screen
   * made, so their answers are on their way while the console renders.
   */
  handOver(console: ConsoleStore): void;
}

/**
 * Draws the console at `path`, out of sight, while the visitor signs in: the first render
 * of a React tree this size costs several hundred milliseconds (compiling the code,
 * Chakra's styles, emotion's rules), and paid here it is not paid after the sign-in.
 * The rehearsal has a store of its own whose calls are never sent, an account with every
 * section, and a router that does not touch the address bar. `section` is the permission
 * of the section that owns `path`.
 */
export function rehearse(
  path: string,
  { permissions, section }: { permissions: string[]; section: string },
  { sections, directory }: Omit<ShellParts, 'store'>,
): Rehearsal {
  const container = document.createElement('div');
  container.hidden = true;
  document.body.append(container);
  const rehearsalStore = createConsoleStore(
    { session: { token: 'rehearsal', funs: permissions, name: '', userid: '', superuser: false, serviceToken: null } },
    { rehearsal: true },
  );
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const root = createRoot(container);
  root.render(
    <RehearsalContext.Provider value={true}>
      <ShellProviders store={rehearsalStore} sections={sections} directory={directory}>
        <RouterProvider router={router} />
      </ShellProviders>
    </RehearsalContext.Provider>,
  );
  return {
    handOver(console) {
      const calls = Object.values(rehearsalStore.getState()[api.reducerPath].queries);
      // Before the console renders: both trees share the toaster and the notifier.
      root.unmount();
      container.remove();
      // The rehearsal's unmount silenced the device messages; these calls' may come before the console's provider mounts.
      setNotifier(notifyToast);
      if (!selectFuns(console.getState()).includes(section)) return;
      for (const call of calls) {
        // The screen's own hooks take these answers over when it renders (same endpoint and argument).
        if (call) console.dispatch(api.util.prefetch(call.endpointName as never, call.originalArgs as never, {}));
      }
    },
  };
}
