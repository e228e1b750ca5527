import { readFileSync } from 'node:fs';
import type { TlsPair } from './pem';

function readPem(variable: string, file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    throw new Error(`${variable}: cannot read ${file}: ${(err as Error).message}`);
  }
}

/** TLS_CERT and TLS_KEY (PEM files) when both are set: they stand in for the unit's own pair. */
export function startPair(env: Record<string, string | undefined>): TlsPair | undefined {
  const { TLS_CERT: cert, TLS_KEY: key } = env;
  if (!cert && !key) return undefined;
  if (!cert || !key) throw new Error('TLS_CERT and TLS_KEY go together: set both or neither');
  return { cert: readPem('TLS_CERT', cert), key: readPem('TLS_KEY', key) };
}
