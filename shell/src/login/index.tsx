import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { getLanguage, initI18n } from '@tac/i18n';
import { getToken, takeLeftNotice } from '@tac/goform/login';
import { targetAfterLogin } from '../access/targets';
import { brand } from '../brand/brand';
import { enterConsole, preloadConsole } from '../startup/handoff';
import { LoginPage } from './LoginPage';
import { offerLibraries } from '../startup/offerLibraries';
import { prefetchConsoleWhenIdle, preloadConsoleFiles } from '../startup/prefetchConsole';

/** login.html's entry: the sign-in form, or straight into the console for a signed-in visitor. */
async function start() {
  offerLibraries();
  const { search } = window.location;
  if (getToken()) {
    enterConsole(targetAfterLogin(search));
    return;
  }
  await initI18n();
  const container = document.getElementById('root');
  if (!container) throw new Error('login.html has no #root');
  let root: Root | undefined;
  const onFirstInput = () => {
    preloadConsoleFiles();
    preloadConsole();
  };
  const onSignedIn = (target: string) => {
    root?.unmount();
    enterConsole(target);
  };
  const page = (
    <StrictMode>
      <LoginPage
        logoUrl={brand.logoUrl}
        title={brand.title}
        search={search}
        onSignedIn={onSignedIn}
        onFirstInput={onFirstInput}
        notice={takeLeftNotice()}
      />
    </StrictMode>
  );
  // The build wrote the form into login.html in English: kept (hydrated) when that is the language.
  if (container.hasChildNodes() && getLanguage() === 'en') root = hydrateRoot(container, page);
  else {
    root = createRoot(container);
    root.render(page);
  }
  prefetchConsoleWhenIdle();
}

void start();
