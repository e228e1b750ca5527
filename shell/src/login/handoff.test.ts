import { CONSOLE_ENTRY, enterConsole, loginHandoff, preloadConsole } from './handoff';

const consoleScripts = () => [...document.head.querySelectorAll('script')].filter((s) => s.src.endsWith(`/${CONSOLE_ENTRY}`));

describe('the hand-off from the login page to the console', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.documentElement.dataset.page = 'login';
    window.history.replaceState(null, '', '/login?redirect=%2Fuser');
  });

  it('loads the console once, however often the visitor types', () => {
    preloadConsole();
    preloadConsole();
    expect(consoleScripts()).toHaveLength(1);
  });

  it('keeps a console loaded by the login page waiting until the visitor is signed in', async () => {
    let started = false;
    const handoff = loginHandoff().then(() => (started = true));
    await Promise.resolve();
    expect(started).toBe(false);
    enterConsole('/user/userList');
    await handoff;
    expect(window.location.pathname).toBe('/user/userList');
    expect(document.documentElement.dataset.page).toBeUndefined();
    expect(consoleScripts()).toHaveLength(1);
  });

  it('starts a console that loads after the sign-in at once', async () => {
    enterConsole('/network');
    await expect(loginHandoff()).resolves.toBeUndefined();
  });
});
