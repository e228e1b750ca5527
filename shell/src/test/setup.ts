import { forgetSession } from '@tac/goform';
import { setLanguage } from '@tac/i18n';
import { server } from './goform';

/** Per test file: shims, the msw device, a clean browser state. */
export function setupShellTests(): void {
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(async () => {
    await setLanguage('en');
    server.resetHandlers();
    // The session the page holds in memory too (the account it signed in as), then the storage.
    forgetSession();
    localStorage.clear();
    document.cookie.split(';').forEach((c) => {
      document.cookie = `${c.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
    jest.restoreAllMocks();
  });
  afterAll(() => server.close());
}
