import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadSection, SectionLoadError } from './loadSection';
import { sectionErrorPlugin } from './plugins';
import { IncompatibleSectionError } from './sectionErrors';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
  // The shell's share scope as its build registers it: its own versions, and one a remote added.
  getInstance: () => ({
    options: {
      name: 'shell',
      shared: {
        '@tac/ui': [{ version: '1.0.0', from: 'shell' }],
        react: [
          { version: '19.4.0', from: 'users' },
          { version: '19.3.1', from: 'shell' },
        ],
      },
    },
  }),
  satisfy: jest.requireActual('@module-federation/enhanced/runtime').satisfy,
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const manifest = { id: 'basic-setup', menu: [], routes: [] };
/** Registry entries: one served beside the shell, one from another origin. */
const basicSetup = { id: 'basic-setup', entry: '/remotes/basic-setup/', permission: 'basicSetting' };
const elsewhere = { id: 'data-report', entry: 'https://sections.example/data-report/v2/', permission: 'dataReport' };

afterEach(() => jest.clearAllMocks());

describe('federation adapter', () => {
  it('registers a remote the first time it loads, at its registry entry, under a JS-safe name, with both plugins', async () => {
    mockedLoadRemote.mockResolvedValue({ default: manifest });
    await loadSection(elsewhere);
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'data_report', entry: 'https://sections.example/data-report/v2/mf-manifest.json' }],
      { force: false },
    );
    const names = (jest.mocked(registerPlugins).mock.calls[0]?.[0] ?? []).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['tac-section-error']));
    expect(names).toHaveLength(2);
    await loadSection(basicSetup);
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'basic_setup', entry: 'http://localhost/remotes/basic-setup/mf-manifest.json' }],
      { force: false },
    );
  });

  it("loads './section' and hands back its manifest", async () => {
    mockedLoadRemote.mockResolvedValue({ default: manifest });
    await expect(loadSection(basicSetup)).resolves.toBe(manifest);
    expect(mockedLoadRemote).toHaveBeenCalledWith('basic_setup/section');
    // Registered by the first test already.
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('drops the cached remote before trying again', async () => {
    mockedLoadRemote.mockResolvedValue({ default: manifest });
    await loadSection(basicSetup, true);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'basic_setup', entry: 'http://localhost/remotes/basic-setup/mf-manifest.json' }], {
      force: true,
    });
  });

  it('turns the error plugin’s failure value into a SectionLoadError', async () => {
    const failure = await sectionErrorPlugin().errorLoadRemote?.({
      id: 'basic_setup/section',
      error: new Error('Failed to get manifest'),
      lifecycle: 'onLoad',
      from: 'runtime',
      origin: {} as never,
    });
    mockedLoadRemote.mockResolvedValue(failure as never);
    await expect(loadSection(basicSetup)).rejects.toThrow(new SectionLoadError('basic-setup', 'Failed to get manifest'));
  });

  it('leaves other lifecycles to the runtime', async () => {
    const value = await sectionErrorPlugin().errorLoadRemote?.({
      id: 'basic_setup/section',
      error: new Error('x'),
      lifecycle: 'beforeRequest',
      from: 'runtime',
      origin: {} as never,
    });
    expect(value).toBeUndefined();
  });

  it('refuses an export that is not a section manifest', async () => {
    mockedLoadRemote.mockResolvedValue({ default: { hello: 'world' } });
    await expect(loadSection(basicSetup)).rejects.toBeInstanceOf(SectionLoadError);
  });

  it('gives up on a remote that never answers', async () => {
    jest.useFakeTimers();
    try {
      mockedLoadRemote.mockReturnValue(new Promise(() => {}));
      const pending = loadSection(basicSetup);
      jest.advanceTimersByTime(20_000);
      await expect(pending).rejects.toThrow('timed out');
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a section needing shared versions the shell does not provide, before loading any of its code', async () => {
    const refused = loadSection(basicSetup, false, { '@tac/ui': '^2.0.0', react: '^19.4.0', '@tac/i18n': '^1.0.0' });
    await expect(refused).rejects.toBeInstanceOf(IncompatibleSectionError);
    await expect(refused).rejects.toMatchObject({
      incompatibilities: [
        { library: '@tac/ui', required: '^2.0.0', provided: '1.0.0' },
        // The shell's own version counts, not one a remote brought.
        { library: 'react', required: '^19.4.0', provided: '19.3.1' },
        { library: '@tac/i18n', required: '^1.0.0', provided: undefined },
      ],
    });
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('loads a section whose requirements the shell satisfies', async () => {
    mockedLoadRemote.mockResolvedValue({ default: manifest });
    await expect(loadSection(basicSetup, false, { '@tac/ui': '^1.0.0', react: '^19.2.0' })).resolves.toBe(manifest);
  });
});
