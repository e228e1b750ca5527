import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadSection, registerSections, SectionLoadError } from './loadSection';
import { sectionErrorPlugin } from './plugins';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const manifest = { id: 'basic-setup', menu: [], routes: [] };

afterEach(() => jest.clearAllMocks());

describe('federation adapter', () => {
  it("registers each remote by its manifest under a JS-safe container name, with both plugins", () => {
    registerSections(['basic-setup', 'data-report']);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'basic_setup', entry: '/remotes/basic-setup/mf-manifest.json' },
      { name: 'data_report', entry: '/remotes/data-report/mf-manifest.json' },
    ]);
    const names = (jest.mocked(registerPlugins).mock.calls[0]?.[0] ?? []).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['tac-section-error']));
    expect(names).toHaveLength(2);
  });

  it("loads './section' and hands back its manifest", async () => {
    mockedLoadRemote.mockResolvedValue({ default: manifest });
    await expect(loadSection('basic-setup')).resolves.toBe(manifest);
    expect(mockedLoadRemote).toHaveBeenCalledWith('basic_setup/section');
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('drops the cached remote before trying again', async () => {
    mockedLoadRemote.mockResolvedValue({ default: manifest });
    await loadSection('basic-setup', true);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'basic_setup', entry: '/remotes/basic-setup/mf-manifest.json' }], {
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
    await expect(loadSection('basic-setup')).rejects.toThrow(new SectionLoadError('basic-setup', 'Failed to get manifest'));
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
    await expect(loadSection('basic-setup')).rejects.toBeInstanceOf(SectionLoadError);
  });

  it('gives up on a remote that never answers', async () => {
    jest.useFakeTimers();
    try {
      mockedLoadRemote.mockReturnValue(new Promise(() => {}));
      const pending = loadSection('basic-setup');
      jest.advanceTimersByTime(20_000);
      await expect(pending).rejects.toThrow('timed out');
    } finally {
      jest.useRealTimers();
    }
  });
});
