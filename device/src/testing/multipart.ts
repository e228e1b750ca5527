import { request as httpRequest, type ClientRequest, type OutgoingHttpHeaders } from 'node:http';

/** A multipart body as a browser sends a file input. */
export function multipart(field: string, filename: string, data: Buffer) {
  const boundary = '----tacTestBoundary7MA4YWxk';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * A POST to a device listening on the loopback whose body `send` writes piece by piece (chunked,
 * no declared length), as a slow or hostile client would. Resolves with the answer's text ('' when
 * the connection is cut), or rejects on a connection error when `rejectOnError` is set.
 */
export function streamedPost(
  port: number,
  path: string,
  headers: OutgoingHttpHeaders,
  send: (req: ClientRequest) => void,
  { rejectOnError = false } = {},
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve(text));
    });
    req.on('error', (err) => (rejectOnError ? reject(err) : resolve('')));
    send(req);
  });
}
