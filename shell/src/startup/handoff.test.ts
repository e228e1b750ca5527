import { CONSOLE_FILES_ID } from './consoleFiles';
import { enterConsole, loginHandoff, preloadConsole } from './handoff';

const consoleScripts = (entry = 'app.js') => [...document.head.querySelectorAll('script[src]')].filter((s) => new URL((s as HTMLScriptElement).src).pathname === `/${entry}`);

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

  it('loads the console by the content-hashed name login.html lists', () => {
    const list = document.createElement('script');
    list.type = 'application/json';
    list.id = CONSOLE_FILES_ID;
    list.textContent = JSON.stringify({ entry: 'app.1a2b3c4d.js', files: ['app.1a2b3c4d.js'] });
    document.head.append(list);
    preloadConsole();
    expect(consoleScripts('app.1a2b3c4d.js')).toHaveLength(1);
    expect(consoleScripts()).toHaveLength(0);
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

  it("takes the login page's stylesheet away, so the console looks as it does after a reload", () => {
    const style = document.createElement('style');
    style.dataset.loginStyle = '';
    style.textContent = 'body { background: #f4f4f5; }';
    document.head.append(style);
    enterConsole('/user/userList');
    expect(document.querySelector('style[data-login-style]')).toBeNull();
  });

  it('starts a console that loads after the sign-in at once', async () => {
    enterConsole('/network');
    await expect(loginHandoff()).resolves.toBeUndefined();
  });
});
