import { networkRetryPlugin } from '../federation/plugins';
import { servedSource } from '../sections/served';
import { readAhead } from './readAhead';
import { offerRead, readAheadOr, takeRead } from './handoff';

/** What the device serves: the registry, two sections' descriptors and their MF manifests. */
const descriptor = (id: string, base: string, paths: string[]) => ({
  id,
  permission: id,
  i18nNamespace: id,
  titleKey: 'section.title',
  base: { path: base, rank: 0 },
  menu: [{ path: paths[0], labelKey: 'menu.first' }],
  paths,
  version: '1.0.0',
  messages: {},
});
const manifest = (id: string) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'section', assets: { js: { sync: [`__federation_expose_section.${id}.js`], async: ['110.89f94cd1.js'] }, css: { sync: [], async: [] } } },
    { name: 'other', assets: { js: { sync: ['elsewhere.js'] }, css: { sync: [] } } },
  ],
});
const SERVED: Record<string, unknown> = {
  '/remotes.json': {
    remotes: [
      { id: 'users', entry: '/remotes/users/', permission: 'user' },
      { id: 'network', entry: '/remotes/network/', permission: 'network' },
    ],
  },
  '/remotes/users/section.json': descriptor('users', '/user', ['/user/userList', '/user/userEdit']),
  '/remotes/network/section.json': descriptor('network', '/network', ['/network/ethernet']),
  '/remotes/users/mf-manifest.json': manifest('users'),
  '/remotes/network/mf-manifest.json': manifest('network'),
};

let fetched: string[];
beforeEach(() => {
  fetched = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const path = new URL(String(input), window.location.href).pathname;
    fetched.push(path);
    const body = SERVED[path];
    return Promise.resolve(body ? new Response(JSON.stringify(body)) : new Response('no', { status: 404 }));
  });
  // Whatever an earlier test offered and nobody took.
  for (const path of Object.keys(SERVED)) takeRead(path);
});
afterEach(() => jest.restoreAllMocks());

describe('reading ahead on the login page', () => {
  it("reads the registry, every descriptor and the first screen's section manifest, and names that section's entry and exposed chunks", async () => {
    const files = await readAhead('?redirect=%2Fuser');
    expect(files).toEqual(['http://localhost/remotes/users/remoteEntry.js', 'http://localhost/remotes/users/__federation_expose_section.users.js']);
    expect(fetched.sort()).toEqual(['/remotes.json', '/remotes/network/section.json', '/remotes/users/mf-manifest.json', '/remotes/users/section.json']);
  });

  it("reads no section's code for the status home, which is the shell's own", async () => {
    expect(await readAhead('')).toEqual([]);
    expect(fetched.sort()).toEqual(['/remotes.json', '/remotes/network/section.json', '/remotes/users/section.json']);
  });

  it('follows the redirect of the address to the section that owns it', async () => {
    expect(await readAhead('?redirect=%2Fnetwork')).toEqual([
      'http://localhost/remotes/network/remoteEntry.js',
      'http://localhost/remotes/network/__federation_expose_section.network.js',
    ]);
    expect(await readAhead('?redirect=%2Fnowhere')).toEqual([]);
  });

  it('hands the console each read once: the console reads nothing again, and a second read (Retry) goes to the device', async () => {
    await readAhead('?redirect=%2Fuser');
    fetched = [];
    const source = servedSource(undefined, readAheadOr((url) => fetch(url).then((r) => r.json())));
    const registry = await source.registry();
    expect(registry.map((e) => e.id)).toEqual(['users', 'network']);
    expect((await source.descriptor(registry[0]!)).paths).toContain('/user/userList');
    const plugin = networkRetryPlugin(takeRead);
    const answer = await (plugin.fetch!('http://localhost/remotes/users/mf-manifest.json', {}) as Promise<Response>);
    expect(await answer.json()).toEqual(manifest('users'));
    expect(fetched).toEqual([]);

    await source.descriptor(registry[0]!);
    await (plugin.fetch!('http://localhost/remotes/users/mf-manifest.json', {}) as Promise<Response>);
    expect(fetched).toEqual(['/remotes/users/section.json', '/remotes/users/mf-manifest.json']);
  });

  it('reads anew what the login page failed to read, and what it read too long ago', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-26T08:00:00Z') });
    try {
      await readAhead('');
      fetched = [];
      const source = servedSource(undefined, readAheadOr((url) => fetch(url).then((r) => r.json())));
      jest.setSystemTime(Date.parse('2026-11-26T08:01:00Z'));
      await source.registry();
      expect(fetched).toEqual(['/remotes.json']);
    } finally {
      jest.useRealTimers();
    }
    const failing = readAheadOr(() => Promise.resolve('from the device'));
    offerRead('/remotes.json', Promise.reject(new Error('HTTP 503')));
    await expect(failing('/remotes.json')).resolves.toBe('from the device');
  });
});
