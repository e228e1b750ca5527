import { CONSOLE_FILES_ID } from './consoleFiles';
import { prefetchConsoleWhenIdle, preloadConsoleFiles } from './prefetchConsole';
import { readAhead } from './readAhead';

jest.mock('./readAhead', () => ({ readAhead: jest.fn() }));
const sectionFiles = jest.mocked(readAhead);

const requested = (rel: string) => [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((l) => ({ href: new URL(l.href).pathname, as: l.as }));

/** login.html as the build writes it: the list of the console's first-load files, its entry first. */
function listFiles(files: unknown[]) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = CONSOLE_FILES_ID;
  script.textContent = JSON.stringify({ entry: files[0], files });
  document.head.append(script);
}

describe("the login page fetching the console's files ahead", () => {
  let supports: jest.SpyInstance;
  beforeEach(() => {
    document.head.innerHTML = '';
    delete document.documentElement.dataset.consoleAhead;
    sectionFiles.mockReset().mockResolvedValue([]);
    jest.useFakeTimers();
    // jsdom knows no prefetch; browsers that cannot prefetch are tested below.
    supports = jest.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(true);
  });
  afterEach(() => {
    jest.useRealTimers();
    supports.mockRestore();
    delete (navigator as { connection?: unknown }).connection;
  });

  it('prefetches every listed file once the page is idle, runs none of them, and asks once', () => {
    listFiles(['app.js', 'console-bootstrap.1a2b3c4d.js', '4173.a364569b.js', 'console.5e6f7a8b.css']);
    prefetchConsoleWhenIdle();
    expect(requested('prefetch')).toEqual([]);
    jest.runAllTimers();
    expect(requested('prefetch').map((l) => l.href)).toEqual(['/app.js', '/console-bootstrap.1a2b3c4d.js', '/4173.a364569b.js', '/console.5e6f7a8b.css']);
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);

    preloadConsoleFiles();
    prefetchConsoleWhenIdle();
    jest.runAllTimers();
    expect(requested('prefetch')).toHaveLength(4);
    expect(requested('preload')).toEqual([]);
  });

  it('asks for them at once, as scripts and styles, when the visitor types before the page is idle', () => {
    listFiles(['app.js', 'console.5e6f7a8b.css']);
    prefetchConsoleWhenIdle();
    preloadConsoleFiles();
    expect(requested('preload')).toEqual([
      { href: '/app.js', as: 'script' },
      { href: '/console.5e6f7a8b.css', as: 'style' },
    ]);
    jest.runAllTimers();
    expect(requested('prefetch')).toEqual([]);
  });

  it("then asks the same way for the first screen's section's files, as read ahead from the page's address", async () => {
    window.history.replaceState(null, '', '/login?redirect=%2Fnetwork');
    sectionFiles.mockResolvedValue(['http://localhost/remotes/network/remoteEntry.js', 'http://localhost/remotes/network/__federation_expose_section.1a2b3c4d.js']);
    listFiles(['app.js']);
    preloadConsoleFiles();
    await jest.runAllTimersAsync();
    expect(sectionFiles).toHaveBeenCalledWith('?redirect=%2Fnetwork');
    expect(requested('preload').map((l) => l.href)).toEqual(['/app.js', '/remotes/network/remoteEntry.js', '/remotes/network/__federation_expose_section.1a2b3c4d.js']);
    preloadConsoleFiles();
    await jest.runAllTimersAsync();
    expect(sectionFiles).toHaveBeenCalledTimes(1);
  });

  it('asks for the console’s own files when nothing could be read ahead', async () => {
    sectionFiles.mockRejectedValue(new Error('/remotes.json: HTTP 503'));
    listFiles(['app.js']);
    preloadConsoleFiles();
    await jest.runAllTimersAsync();
    expect(requested('preload').map((l) => l.href)).toEqual(['/app.js']);
  });

  it('asks for nothing but file names of the build: no other site, no other folder, nothing else', () => {
    listFiles(['app.js', 'https://elsewhere.example/x.js', '//elsewhere.example/x.js', '../x.js', 'remotes/users/remoteEntry.js', 'x.html', 42, null]);
    preloadConsoleFiles();
    expect(requested('preload').map((l) => l.href)).toEqual(['/app.js']);
  });

  it('does nothing without a list (the development server writes none) or with a broken one', () => {
    preloadConsoleFiles();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = CONSOLE_FILES_ID;
    script.textContent = '{"entry": "app.js", "files": ["app.js"';
    document.head.append(script);
    delete document.documentElement.dataset.consoleAhead;
    preloadConsoleFiles();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });

  it('prefetches nothing where the visitor asked to save data, or where the browser cannot prefetch; typing still loads them', () => {
    listFiles(['app.js']);
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    prefetchConsoleWhenIdle();
    jest.runAllTimers();
    expect(requested('prefetch')).toEqual([]);

    delete (navigator as { connection?: unknown }).connection;
    supports.mockReturnValue(false);
    prefetchConsoleWhenIdle();
    jest.runAllTimers();
    expect(requested('prefetch')).toEqual([]);

    preloadConsoleFiles();
    expect(requested('preload').map((l) => l.href)).toEqual(['/app.js']);
  });
});
