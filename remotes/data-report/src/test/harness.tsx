import { render } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createConsoleStore, loggedIn } from '@tac/goform';
import { initI18n, loadSectionMessages } from '@tac/i18n';
import { UiProvider } from '@tac/ui';
import { loadMessages } from '../locales/loadMessages';

/** One msw device per test file; handlers per test with server.use(). */
export const server = setupServer();

/** Per test file: DOM shims Chakra needs, the msw device, i18n with the dataReport namespace. */
export function withDevice() {
  jest.setTimeout(20_000);
  beforeAll(async () => {
    window.PointerEvent ??= class extends MouseEvent {} as unknown as typeof PointerEvent;
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    server.listen({ onUnhandledRequest: 'error' });
    await initI18n();
    await loadSectionMessages('dataReport', loadMessages);
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export const reply = (body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'text/html' } });
export const success = (payload: Record<string, unknown> = {}) =>
  reply({ code: 'success', retvalue: 0, msg: 'Success', ...payload });
export const failure = (retvalue: number, msg = String(retvalue)) => reply({ code: 'fail', retvalue, msg });

export const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

export const STATUS_LABELS = {
  status0: 'Arrive',
  status1: 'Leave',
  status2: 'Break',
  status3: 'Back',
  status4: 'OT in',
  status5: 'OT out',
  status6: 'S6',
  status7: 'S7',
};

/** The settings this section reads from other sections: display format and status labels. */
export function deviceSettings(display: { dateformat: string; timeformat: number }) {
  return [
    http.get('*/goform/SetTimeParam', () =>
      success({ language: 'en', powersaving: 'disable', screeninterval: 60, synclocaltime: 0, keyboardlock: 0, ...display }),
    ),
    http.get('*/goform/SetApplyParam', () => success(STATUS_LABELS)),
  ];
}

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

/** Renders a screen at `path` inside the console's providers, logged in with token 'tok'. */
export function renderAt(element: ReactElement, path: string) {
  const store = createConsoleStore();
  store.dispatch(loggedIn({ token: 'tok', funs: ['dataReport'], name: 'Admin', userid: 'admin' }));
  return render(
    <Provider store={store}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path.split('?')[0]} element={element} />
          </Routes>
          <Location />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}
