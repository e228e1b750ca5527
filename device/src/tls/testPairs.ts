import { generate } from 'selfsigned';
import { T0 } from '../testing/harness';
import type { TlsPair } from './pem';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A self-signed pair named `name`, valid from `from` to `to` (ms), for the tests' fake clock. */
export async function testPair(name: string, from = T0 - DAY_MS, to = T0 + 365 * DAY_MS): Promise<TlsPair> {
  const made = await generate([{ name: 'commonName', value: name }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate: new Date(from),
    notAfterDate: new Date(to),
  });
  return { cert: made.cert, key: made.private };
}

export { DAY_MS };
