import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { generate } from 'selfsigned';
import type { TlsPair } from './pem';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A self-signed pair for this host's usual names, valid from yesterday (clock skew) for five years. */
export async function makeSelfSignedPair(now = Date.now()): Promise<TlsPair> {
  const made = await generate([{ name: 'commonName', value: 'tac-console' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate: new Date(now - DAY_MS),
    notAfterDate: new Date(now + 5 * 365 * DAY_MS),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  });
  return { cert: made.cert, key: made.private };
}

/** Where `--https` keeps its generated pair: beside the database, never in the repository. */
export function selfSignedFiles(dbFile: string): TlsPair {
  const dir = dirname(resolve(dbFile));
  return { cert: join(dir, 'tls-cert.pem'), key: join(dir, 'tls-key.pem') };
}

/** The pair in `files`, made and written there (the key readable by its owner only) on first use. */
export async function selfSignedPair(files: TlsPair): Promise<{ pair: TlsPair; made: boolean }> {
  if (existsSync(files.cert) && existsSync(files.key)) {
    return { pair: { cert: readFileSync(files.cert, 'utf8'), key: readFileSync(files.key, 'utf8') }, made: false };
  }
  const pair = await makeSelfSignedPair();
  mkdirSync(dirname(files.key), { recursive: true });
  writeFileSync(files.key, pair.key, { mode: 0o600 });
  chmodSync(files.key, 0o600);
  writeFileSync(files.cert, pair.cert);
  return { pair, made: true };
}
