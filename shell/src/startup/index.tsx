import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { followStoredLanguage, initI18n, loadSectionMessages, provideSectionTexts } from '@tac/i18n';
import { storedSession, sessionRestored, store } from '@tac/goform/core';
import { App, createConsoleRouter } from '../App';
import { createSectionStore } from '../federation/sectionStore';
import { createSectionDirectory } from '../sections/directory';
import { fetchJson, servedSource } from '../sections/served';
import { loginHandoff, readAheadOr, waitingForSignIn } from './handoff';
import type { Rehearsal } from './rehearsal';
import { lazySectionLoader, sectionTextsOf } from './sectionLoading';
import { warmUp } from './warmUp';

/**
 * The console's start-up: from the login page's sign-in to the console on screen
 * (docs/first-load.md has the whole sequence as a diagram). On /login, before this runs, the
 * login page (../login/index.tsx) has offered its libraries (./offerLibraries.ts, taken by
 * ./loginLibrariesPlugin.ts), fetched the console's files ahead (./prefetchConsole.ts,
 * ./consoleFiles.ts), read the sections' data ahead (./readAhead.ts) and, at the first
 * keystroke, loaded this code (./handoff.ts `preloadConsole`). On index.html (a visitor with a
 * session) it runs at once, with nothing to wait for.
 */
async function start() {
  // 1. The sections: the registry and descriptors (those the login page read ahead, if it did), their code on demand.
  const directory = createSectionDirectory(servedSource(undefined, readAheadOr(fetchJson)));
  const sections = createSectionStore({ load: lazySectionLoader(directory), loadMessages: loadSectionMessages });
  provideSectionTexts(sectionTextsOf(directory, sections));
  // 2. Wait for the sign-in (at once on index.html); meanwhile the texts and, on /login, the warm-up:
  //    the first screen's code, then the console drawn out of sight (./warmUp.ts, ./rehearsal.tsx).
  const signIn = loginHandoff();
  const i18nReady = initI18n();
  let rehearsal: Rehearsal | undefined;
  if (waitingForSignIn())
    warmUp(directory, sections, i18nReady)
      .then((drawn) => (rehearsal = drawn))
      .catch(() => undefined);
  await i18nReady;
  await signIn;
  // 3. Signed in: the session the login page stored (its cookies) into the store.
  await followStoredLanguage();
  store.dispatch(sessionRestored(storedSession()));
  // 4. The console takes the page: the drawn one when it is drawn at this screen, else rendered now.
  const { pathname, search, hash } = window.location;
  if (rehearsal?.handOver(`${pathname}${search}${hash}`)) return;
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App store={store} sections={sections} directory={directory} router={createConsoleRouter()} />
    </StrictMode>,
  );
}

void start();
