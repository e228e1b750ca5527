import { http, delay } from 'msw';
import { loggedIn } from './session';
import { json, server, setup, sleep, setupDeviceServer, expectQuietCancel } from './test/harness';

/** Firmware and photo uploads take the XMLHttpRequest path, for progress and cancel. */
setupDeviceServer();

function firmware() {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(64 * 1024)]), 'fw.bin');
  return form;
}

it('uploads multipart with the token, language and _t, reports progress, and reads the answer', async () => {
  let seen: { token: string | null; lang: string | null; t: string | null; size: number } | undefined;
  server.use(
    http.post('*/goform/UpdateMachine', async ({ request }) => {
      const form = await request.formData();
      seen = {
        token: request.headers.get('X-Token'),
        lang: request.headers.get('X-Lang'),
        t: new URL(request.url).searchParams.get('_t'),
        size: (form.get('file') as Blob).size,
      };
      return json({ code: 'success', retvalue: 0, msg: 'Success', reboot: 1 });
    }),
  );
  const { store, call } = setup();
  store.dispatch(loggedIn({ token: 'tok', funs: ['machine'], name: 'admin', userid: 'admin' }));
  const progress = jest.fn();
  const result = await call({
    name: 'UpdateMachine',
    method: 'POST',
    data: firmware(),
    timeout: 600_000,
    onUploadProgress: progress,
  });
  expect(result.data).toMatchObject({ code: 'success', reboot: 1 });
  expect(seen).toEqual({ token: 'tok', lang: 'en', t: expect.stringMatching(/^\d+$/), size: 64 * 1024 });
  for (const [p] of progress.mock.calls) expect(p.loaded).toBeGreaterThanOrEqual(0);
});

/** A device that takes a second to answer an upload. */
const slowDevice = () =>
  http.post('*/goform/UpdateMachine', async () => {
    await delay(1000);
    return json({ code: 'success', retvalue: 0, msg: 'Success' });
  });

it('an upload cancelled by the caller ends quietly', async () => {
  server.use(slowDevice());
  const { call, notifier } = setup();
  const pending = call({ name: 'UpdateMachine', method: 'POST', data: firmware(), onUploadProgress: () => {} });
  await sleep(20);
  await expectQuietCancel(pending, notifier);
});

it('an upload that outlives its timeout reports the network failure', async () => {
  server.use(slowDevice());
  const { call, notifier } = setup();
  const result = await call({ name: 'UpdateMachine', method: 'POST', data: firmware(), timeout: 50, onUploadProgress: () => {} });
  expect(result.error).toEqual({ status: 'NETWORK', message: 'Timeout' });
  expect(notifier.error).toHaveBeenCalledWith('Network connection failed, please check the network');
});
