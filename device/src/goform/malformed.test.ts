import { connect } from 'node:net';
import { listeningDeviceForFile } from '../testing/harness';

/** Writes one raw request line and reads the whole answer (the server closes the connection). */
function rawRequest(port: number, line: string): Promise<{ head: string; body: string }> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${line}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`));
    let out = '';
    socket.on('data', (chunk) => (out += chunk.toString()));
    socket.on('error', fail);
    socket.on('close', () => {
      const [head = '', body = ''] = out.split('\r\n\r\n');
      done({ head: head.toLowerCase(), body });
    });
  });
}

describe('a request the server cannot read', () => {
  const served = listeningDeviceForFile();

  const REFUSAL = '{"code":"fail","retvalue":10003,"msg":"10003"}';
  const refusalHeaders = (head: string) => {
    expect(head).toContain('content-type: text/html; charset=utf-8');
    expect(head).toContain('x-content-type-options: nosniff');
    expect(head).toContain("content-security-policy: default-src 'none'");
    expect(head).not.toContain('fst_err');
  };

  it('answers an undecodable /goform/ URL as refused input (10003), with the security headers', async () => {
    const res = await rawRequest(served.port, 'GET /goform/%zz HTTP/1.1');
    expect(res.head).toMatch(/^http\/1\.1 200/);
    expect(res.body).toBe(REFUSAL);
    refusalHeaders(res.head);
    const page = await rawRequest(served.port, 'GET /%zz HTTP/1.1');
    expect(page.head).toMatch(/^http\/1\.1 400/);
    refusalHeaders(page.head);
  });

  it('answers a query over the header limit with 431 in the answer format, and a malformed request line with 400', async () => {
    const long = await rawRequest(served.port, `GET /goform/userlist?search=${'a'.repeat(20_000)} HTTP/1.1`);
    expect(long.head).toMatch(/^http\/1\.1 431/);
    expect(long.body).toBe(REFUSAL);
    refusalHeaders(long.head);
    const broken = await rawRequest(served.port, 'GET /goform/a b HTTP/1.1');
    expect(broken.head).toMatch(/^http\/1\.1 400/);
    expect(broken.body).toBe(REFUSAL);
    refusalHeaders(broken.head);
  });
});
