import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, loadSectionMessages } from '@tac/i18n';
import { store } from '@tac/goform';
import { App } from './App';
import { builtRemotes } from './brand/brand';
import { loadSection, registerSections } from './federation/loadSection';
import { createSectionStore } from './federation/sectionStore';

async function start() {
  registerSections(builtRemotes);
  const sections = createSectionStore({ load: loadSection, loadMessages: loadSectionMessages });
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
