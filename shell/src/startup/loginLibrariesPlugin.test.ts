import { createInstance } from '@module-federation/enhanced/runtime';
import { LOGIN_LIBRARIES, type LoginLibraries } from './handoff';
import { loginLibrariesPlugin } from './loginLibrariesPlugin';

/** The React the login page has loaded, and the console's own copy (a chunk it would download). */
const loginReact = { copy: 'login page' };
const consoleReact = { copy: 'console chunk' };
const singleton = { singleton: true, requiredVersion: '^19.2.0' };

let hosts = 0;
/** The console's federation host as its build starts it: React shared at its installed version, fetched on demand. */
function consoleHost() {
  const download = jest.fn(() => Promise.resolve(() => consoleReact));
  const host = createInstance({
    name: `shell_${(hosts += 1)}`,
    remotes: [],
    shareStrategy: 'loaded-first',
    plugins: [loginLibrariesPlugin()],
    shared: { react: { version: '19.3.1', get: download, shareConfig: singleton } },
  });
  return { host, download };
}

const offer = (libraries: LoginLibraries) => Object.assign(window, { [LOGIN_LIBRARIES]: libraries });
const reactOf = async (host: ReturnType<typeof createInstance>) => {
  const factory = await host.loadShare<object>('react');
  return factory ? factory() : undefined;
};

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[LOGIN_LIBRARIES];
});

describe('the console started by the login page', () => {
  it('takes the React the page has loaded and does not download its own', async () => {
    offer({ react: { version: '19.3.1', module: loginReact } });
    const { host, download } = consoleHost();
    expect(await reactOf(host)).toBe(loginReact);
    expect(download).not.toHaveBeenCalled();
  });

  it('gives a remote that brings its own React (same or newer) the same one: a singleton', async () => {
    offer({ react: { version: '19.3.1', module: loginReact } });
    const { host } = consoleHost();
    const remoteCopy = jest.fn(() => Promise.resolve(() => ({ copy: 'remote chunk' })));
    host.registerShared({
      react: [
        { version: '19.3.1', get: remoteCopy, shareConfig: singleton },
        { version: '19.4.0', get: remoteCopy, shareConfig: singleton },
      ],
    });
    expect(await reactOf(host)).toBe(loginReact);
    expect(remoteCopy).not.toHaveBeenCalled();
  });

  it('downloads its own copy when the page offers another version', async () => {
    offer({ react: { version: '19.2.0', module: loginReact } });
    const { host, download } = consoleHost();
    expect(await reactOf(host)).toBe(consoleReact);
    expect(download).toHaveBeenCalledTimes(1);
  });
});

describe('the console on index.html (nothing offered)', () => {
  it('downloads its own copy, as without the plugin', async () => {
    const { host, download } = consoleHost();
    expect(await reactOf(host)).toBe(consoleReact);
    expect(download).toHaveBeenCalledTimes(1);
  });
});
