import { act, renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import { api } from './api';
import { loggedIn, loggedOut } from './session';
import { fakeLiveStream } from './testing/fakeDevice';
import { json, server, setup, setupDeviceServer, sleep } from './test/harness';
import { onLiveDoor, useLive, useLiveStream } from './live';

setupDeviceServer();

const ADMIN = { token: 'token-admin', funs: ['dataReport', 'accessControl'], name: 'Administrator', userid: 'admin' };

/** An event list as the Data Report screen holds one: read again when its tag is invalidated. */
const eventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    testEvents: build.query<unknown, void>({ query: () => ({ name: 'searchEvents' }), providesTags: ['Events'] }),
  }),
});

/** The console page: a store with a session, and the layout's hook holding the stream. */
function consolePage(session = ADMIN) {
  const t = setup();
  t.store.dispatch(loggedIn(session));
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={t.store}>{children}</Provider>;
  const page = renderHook(
    () => {
      useLiveStream();
      return useLive();
    },
    { wrapper },
  );
  return { ...t, page };
}

it('opens one stream after login with the token, in the background; its rows refresh the event list and its door reaches the listeners', async () => {
  const live = fakeLiveStream(server);
  let reads = 0;
  server.use(
    http.get('*/goform/searchEvents', () => {
      reads += 1;
      return json({ code: 'success', retvalue: 0, msg: 'Success', count: 0, record: [] });
    }),
  );
  const { store, page } = consolePage();
  await waitFor(() => expect(page.result.current.status).toBe('up'));
  expect(live.connections).toHaveLength(1);
  expect(live.last.request.headers.get('x-token')).toBe(ADMIN.token);
  expect(live.last.request.headers.get('x-background')).toBe('1');
  expect(live.last.request.headers.get('last-event-id')).toBeNull();

  const list = store.dispatch(eventsApi.endpoints.testEvents.initiate());
  await waitFor(() => expect(reads).toBe(1));
  const doors: unknown[] = [];
  const stop = onLiveDoor((door) => doors.push(door));
  act(() => {
    live.last.send(undefined, { id: 7, code: 301, type: 'alarm' }, 7);
    live.last.send('door', { relay: 'locked', sensor: 'open', alarms: ['forcedOpen'] });
    live.last.send('alarms', { door: 1, alarms: ['forcedOpen'] });
  });
  await waitFor(() => expect(page.result.current.alarms).toEqual({ door: 1, alarms: ['forcedOpen'] }));
  expect(doors).toEqual([{ relay: 'locked', sensor: 'open', alarms: ['forcedOpen'] }]);
  await waitFor(() => expect(reads).toBe(2), { timeout: 3000 });
  stop();
  list.unsubscribe();
});

it('reconnects by itself after the stream ends, from the last event id it saw', async () => {
  const live = fakeLiveStream(server);
  const { page } = consolePage();
  await waitFor(() => expect(live.connections).toHaveLength(1));
  act(() => {
    live.last.send(undefined, { id: 41, code: 202 }, 41);
    live.last.send(undefined, { id: 42, code: 301 }, 42);
    live.last.end();
  });
  await waitFor(() => expect(live.connections).toHaveLength(2), { timeout: 3000 });
  expect(live.last.request.headers.get('last-event-id')).toBe('42');
  await waitFor(() => expect(page.result.current.status).toBe('up'));
});

it('closes the stream at logout and forgets the alarms it showed', async () => {
  const live = fakeLiveStream(server);
  const { store, page } = consolePage();
  await waitFor(() => expect(page.result.current.status).toBe('up'));
  act(() => live.last.send('alarms', { door: 1, alarms: ['tamper'] }));
  await waitFor(() => expect(page.result.current.alarms.alarms).toEqual(['tamper']));
  act(() => void store.dispatch(loggedOut()));
  expect(live.last.request.signal.aborted).toBe(true);
  expect(page.result.current).toEqual({ status: 'off', alarms: { door: 1, alarms: [] } });
});

it('stays quiet on a terminal that does not know the call: no message, no second try', async () => {
  let asked = 0;
  server.use(
    http.get('*/goform/LiveEvents', () => {
      asked += 1;
      return json({ code: 'fail', retvalue: 10003, msg: '10003' });
    }),
  );
  const { notifier, page } = consolePage();
  await waitFor(() => expect(asked).toBe(1));
  await sleep(1500);
  expect(asked).toBe(1);
  expect(page.result.current.status).toBe('off');
  expect(notifier.error).not.toHaveBeenCalled();
});

it('opens none for an account without the event log right', async () => {
  let asked = 0;
  server.use(
    http.get('*/goform/LiveEvents', () => {
      asked += 1;
      return json({});
    }),
  );
  const { page } = consolePage({ ...ADMIN, funs: ['user'] });
  await sleep(100);
  expect(asked).toBe(0);
  expect(page.result.current.status).toBe('off');
});
