import { connect } from 'node:net';
import { PHOTO_MAX_BYTES } from '@tac/goform/contract';
import { listeningDeviceForFile, OPERATOR_PASSWORD, parseAnswer } from '../testing/harness';
import { streamedPost } from '../testing/multipart';

const served = listeningDeviceForFile();

const BOUNDARY = 'tacBoundary';

/**
 * Sends only the head of a multipart call that declares a huge body, and waits for
 * the answer: a device that read the body first would never answer before it came.
 */
function headOnly(path: string, headers: Record<string, string>): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(served.port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => reject(new Error(`no answer before the body: ${text}`)), 5000);
    socket.on('data', (chunk) => {
      text += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closed: true });
    });
    const lines = [
      `POST ${path} HTTP/1.1`,
      `Host: 127.0.0.1:${served.port}`,
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
      `Content-Length: ${180 * 1024 * 1024}`,
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    ];
    socket.write(`${lines.join('\r\n')}\r\n\r\n--${BOUNDARY}\r\n`);
  });
}

const answerOf = (httpText: string) => parseAnswer(httpText.slice(httpText.indexOf('\r\n\r\n') + 4).trim());

describe('uploads are bounded before they are read', () => {
  it('answers an unauthenticated 180 MiB upload at once with 40104 and closes, without waiting for its body', async () => {
    const { text, closed } = await headOnly('/goform/UpdateMachine', {});
    expect(answerOf(text)).toEqual({ code: 'fail', retvalue: 40104, msg: '40104' });
    expect(text.toLowerCase()).toContain('connection: close');
    expect(closed).toBe(true);
  });

  it('refuses a session without the right before the body too (operator uploading firmware: 11000)', async () => {
    const operator = await served.device.login('operator', OPERATOR_PASSWORD);
    const { text } = await headOnly('/goform/UpdateMachine', { 'X-Token': operator });
    expect(answerOf(text)).toMatchObject({ retvalue: 11000 });
  });

  it('answers 10101 at once when the declared body is over the call own limit (a photo)', async () => {
    const admin = await served.device.login();
    const { text } = await headOnly('/goform/adduser', { 'X-Token': admin });
    expect(answerOf(text)).toMatchObject({ retvalue: 10101 });
  });

  it('answers a backup file over its limit with 10101 at once, without reading it, for both restore modes', async () => {
    const admin = await served.device.login();
    for (const mode of ['check', 'apply']) {
      const { text, closed } = await headOnly(`/goform/RestoreBackup?mode=${mode}`, { 'X-Token': admin });
      expect(answerOf(text)).toMatchObject({ code: 'fail', retvalue: 10101 });
      expect(closed).toBe(true);
    }
  });

  it('cuts off a chunked upload (no declared length) once its file passes the call limit: 10101, no user added', async () => {
    const admin = await served.device.login();
    const body = [
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="userid"\r\n\r\n77\r\n`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="username"\r\n\r\nBig\r\n`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ];
    const headers = { 'x-token': admin, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
    const answer = await streamedPost(
      served.port,
      '/goform/adduser',
      headers,
      (req) => {
        for (const part of body) req.write(part);
        req.write(Buffer.alloc(PHOTO_MAX_BYTES + 1024, 1));
        req.end(`\r\n--${BOUNDARY}--\r\n`);
      },
      { rejectOnError: true },
    );
    expect(parseAnswer(answer)).toMatchObject({ retvalue: 10101 });
    expect((await served.device.call('GetUserInfo', { userid: 77 }, { token: admin })).retvalue).toBe(40401);
  });

  it('answers 10003 to a multipart body without a boundary, and to a file sent to a call that takes none', async () => {
    const admin = await served.device.login();
    const noBoundary = await served.device.app.inject({
      method: 'POST',
      url: '/goform/SetMachineParam',
      headers: { 'x-token': admin, 'content-type': 'multipart/form-data' },
      payload: 'whatever',
    });
    expect(parseAnswer(noBoundary.body)).toMatchObject({ retvalue: 10003 });
    const fileWhereNoneIsTaken = await served.device.app.inject({
      method: 'POST',
      url: '/goform/GetMachineParam',
      headers: { 'x-token': admin, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f"; filename="x.bin"\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`,
    });
    expect(parseAnswer(fileWhereNoneIsTaken.body)).toMatchObject({ retvalue: 10003 });
  });

  it('answers 10101 to a fields body over 1 MiB before reading it', async () => {
    const admin = await served.device.login();
    const res = await served.device.app.inject({
      method: 'POST',
      url: '/goform/SetMachineParam',
      headers: { 'x-token': admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(parseAnswer(res.body)).toMatchObject({ retvalue: 10101 });
  });
});
