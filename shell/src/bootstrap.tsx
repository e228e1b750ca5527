import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, loadSectionMessages } from '@tac/i18n';
import { store } from '@tac/goform/core';
import { App } from './App';
import { builtRemotes } from './brand/brand';
import { createSectionStore } from './federation/sectionStore';

/**
 * The remotes are registered (with the retry and error plugins) when the first section is
 * asked for, so the /login page does not load the section-loading code.
 */
function lazySectionLoader(ids: readonly string[]) {
  let loader: Promise<typeof import('./federation/loadSection')> | undefined;
  return (id: string, again: boolean) => {
    loader ??= import('./federation/loadSection').then(
      (m) => {
        m.registerSections(ids);
        return m;
      },
      (error: unknown) => {
        loader = undefined; // Retry tries the chunk again.
        throw error;
      },
    );
    return loader.then((m) => m.loadSection(id, again));
  };
}

async function start() {
  const sections = createSectionStore({ load: lazySectionLoader(builtRemotes), loadMessages: loadSectionMessages });
  await initI18n();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App store={store} sections={sections} />
    </StrictMode>,
  );
}

void start();
