import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { initI18n, loadSectionMessages } from '@tac/i18n';
import { store } from '@tac/goform';
import { UiProvider } from '@tac/ui';
import section from './section';

/**
 * `npm run dev -w remotes/basic-setup`: the section on its own, without the shell. Log in
 * through the shell once (same origin via the dev proxy) so the session cookie exists.
 */
async function start() {
  await initI18n();
  await loadSectionMessages(section.i18nNamespace, section.loadMessages);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <Provider store={store}>
      <UiProvider>
        <BrowserRouter>
          <Routes>
            {section.routes.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
            <Route path="*" element={<Navigate to={section.menu[0]?.path ?? '/'} replace />} />
          </Routes>
        </BrowserRouter>
      </UiProvider>
    </Provider>,
  );
}

void start();
