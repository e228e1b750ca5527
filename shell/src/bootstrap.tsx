import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, loadSectionMessages } from '@tac/i18n';
import { store } from '@tac/goform/core';
import { App } from './App';
import { SectionLoadError } from './federation/sectionErrors';
import { createSectionStore } from './federation/sectionStore';
import { createSectionDirectory, servedSource, type SectionDirectory } from './sections/directory';

/**
 * A section's code loads only when one of its paths opens, from where the registry
 * points, once what it requires of the shell (its section.json) is known; the loading
 * code itself is a chunk of its own, so /login does not carry it.
 */
function lazySectionLoader(directory: SectionDirectory) {
  let loader: Promise<typeof import('./federation/loadSection')> | undefined;
  return async (id: string, again: boolean) => {
    const entry = await directory.entryOf(id);
    if (!entry) throw new SectionLoadError(id, 'not in the registry');
    loader ??= import('./federation/loadSection').catch((error: unknown) => {
      loader = undefined; // Retry tries the chunk again.
      throw error;
    });
    const requires = await directory.requirementsOf(id, again).catch((error: unknown) => {
      throw new SectionLoadError(id, `its section.json cannot be read (${error instanceof Error ? error.message : String(error)})`);
    });
    return (await loader).loadSection(entry, again, requires);
  };
}

async function start() {
  const directory = createSectionDirectory(servedSource());
  const sections = createSectionStore({ load: lazySectionLoader(directory), loadMessages: loadSectionMessages });
  await initI18n();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App store={store} sections={sections} directory={directory} />
    </StrictMode>,
  );
}

void start();
