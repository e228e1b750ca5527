import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { followStoredLanguage, initI18n, loadSectionMessages, provideSectionTexts } from '@tac/i18n';
import { createBrandSystem } from '@tac/ui/core';
import { storedSession, sessionRestored, store } from '@tac/goform/core';
import { App, createConsoleRouter } from './App';
import { brand } from './brand/brand';
import { SectionLoadError } from './federation/sectionErrors';
import { preloadOf } from '@tac/section';
import { createSectionStore, whenLoaded, whenManifest, type SectionStore } from './federation/sectionStore';
import { preloadLayout } from './layout/lazy';
import { rehearse, type Rehearsal } from './warmup/rehearsal';
import { loginHandoff, readAheadOr, waitingForSignIn } from './login/handoff';
import { createSectionDirectory, type SectionDirectory } from './sections/directory';
import { fetchJson, servedSource } from './sections/served';
import { firstScreenAfterLogin } from './sections/resolve';

/** The Module Federation loading code: a chunk of its own, so /login does not carry it. */
let federationCode: Promise<typeof import('./federation/loadSection')> | undefined;
const loadFederationCode = () => {
  federationCode ??= import(/* webpackChunkName: "console-federation" */ './federation/loadSection').catch((error: unknown) => {
    federationCode = undefined; // Retry tries the chunk again.
    throw error;
  });
  return federationCode;
};

/**
 * A section's code loads only when one of its paths opens, from where the registry
 * points, once what it requires of the shell (its section.json) is known.
 */
function lazySectionLoader(directory: SectionDirectory) {
  return async (id: string, again: boolean) => {
    const entry = await directory.entryOf(id);
    if (!entry) throw new SectionLoadError(id, 'not in the registry');
    const loader = loadFederationCode();
    const requires = await directory.requirementsOf(id, again).catch((error: unknown) => {
      throw new SectionLoadError(id, `its section.json cannot be read (${error instanceof Error ? error.message : String(error)})`);
    });
    return (await loader).loadSection(entry, again, requires);
  };
}

/**
 * A section's whole texts for a screen of another section that names its fields (a backup's
 * preview): its remote loads with them, as when one of its paths opens. A section's code is
 * no secret; its calls still need their rights.
 */
function sectionTextsOf(directory: SectionDirectory, sections: SectionStore) {
  return async (ns: string) => {
    const owner = (await directory.preview()).find((section) => section.i18nNamespace === ns);
    if (owner) await whenLoaded(sections, owner.id);
  };
}

/** Set once the console is drawn out of sight (./warmup/rehearsal.tsx): the sign-in reveals it. */
let rehearsal: Rehearsal | undefined;

/**
 * Loaded by the login page while the visitor types: the layout, the section of the first
 * screen (the redirect's, else home's) and that screen's code load now, the theme is
 * built, and the console rehearses its first render at that screen, so the sign-in is
 * followed by a warm render and that screen's own calls only. Rights are checked when the
 * console starts, not here: a section's code is no secret.
 */
async function warmUp(directory: SectionDirectory, sections: SectionStore, i18nReady: Promise<unknown>) {
  // The brand's Chakra system, with the recipes the layout's components add: its longest frame.
  void preloadLayout().then(() => createBrandSystem(brand.theme));
  // Each step below waits for the one before on a slow link: what needs nothing of them starts now.
  void loadFederationCode().catch(() => undefined);
  const listed = await directory.preview();
  const { first, path, owner } = firstScreenAfterLogin(window.location.search, listed);
  if (!owner) return;
  // The screen's code loads beside the section's texts, once the section's routes are known.
  const firstScreen = whenManifest(sections, owner.id).then((manifest) => manifest && preloadOf(manifest.routes, path)?.preload());
  await Promise.all([whenLoaded(sections, owner.id), firstScreen, i18nReady]);
  if (!waitingForSignIn()) return;
  const permissions = [...new Set(listed.map((section) => section.permission))];
  rehearsal = rehearse(first, { permissions, section: owner.permission }, { store, sections, directory });
}

async function start() {
  // Started by the login page, the console takes the registry and descriptors it read ahead.
  const directory = createSectionDirectory(servedSource(undefined, readAheadOr(fetchJson)));
  const sections = createSectionStore({ load: lazySectionLoader(directory), loadMessages: loadSectionMessages });
  provideSectionTexts(sectionTextsOf(directory, sections));
  const signIn = loginHandoff();
  const i18nReady = initI18n();
  if (waitingForSignIn()) warmUp(directory, sections, i18nReady).catch(() => undefined);
  await i18nReady;
  // Loaded by the login page while the visitor typed: ready, it waits for the sign-in.
  await signIn;
  await followStoredLanguage();
  store.dispatch(sessionRestored(storedSession()));
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
