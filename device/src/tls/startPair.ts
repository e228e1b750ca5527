import { readFileSync } from 'node:fs';
import type { TlsPair } from './pem';
import { selfSignedFiles, selfSignedPair } from './selfSigned';

/** The pair an HTTPS start serves, from the environment, and what to tell whoever started it. */
export interface StartPair {
  pair: TlsPair;
  notice?: string;
}

function readPem(variable: string, file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    throw new Error(`${variable}: cannot read ${file}: ${(err as Error).message}`);
  }
}

/**
 * TLS_CERT and TLS_KEY (PEM files) when both are set; else, with TLS_SELF_SIGNED=1 (`npm start -- --https`),
 * the self-signed pair kept beside the database, made on first use; else none: plain HTTP.
 */
export async function startPair(env: Record<string, string | undefined>, dbFile: string): Promise<StartPair | undefined> {
  const { TLS_CERT: cert, TLS_KEY: key } = env;
  if (cert || key) {
    if (!cert || !key) throw new Error('TLS_CERT and TLS_KEY go together: set both or neither');
    return { pair: { cert: readPem('TLS_CERT', cert), key: readPem('TLS_KEY', key) } };
  }
  if (env.TLS_SELF_SIGNED !== '1') return undefined;
  const files = selfSignedFiles(dbFile);
  const { pair, made } = await selfSignedPair(files);
  return { pair, notice: made ? `made a self-signed certificate: ${files.cert} (key ${files.key})` : undefined };
}
