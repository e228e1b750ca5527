import { setLanguage } from '@tac/i18n';
import { server } from './goform';

/** Browser APIs Chakra (Ark/zag) uses that jsdom does not have. */
export function installDomShims(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollTo ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
}

/** Per test file: shims, the msw device, a clean browser state. */
export function setupShellTests(): void {
  beforeAll(() => {
    installDomShims();
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(async () => {
    await setLanguage('en');
    server.resetHandlers();
    localStorage.clear();
    document.cookie.split(';').forEach((c) => {
      document.cookie = `${c.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
    jest.restoreAllMocks();
  });
  afterAll(() => server.close());
}
