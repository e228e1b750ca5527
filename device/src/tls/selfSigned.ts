import { hostname, networkInterfaces } from 'node:os';
import { generate } from 'selfsigned';
import { allowedHosts } from '../goform/host';
import type { TlsPair } from './pem';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a unit's own certificate names: its host name, and every name and address a browser may use for it. */
export interface UnitNames {
  common: string;
  dns: string[];
  ips: string[];
}

/**
 * The names the device answers to (goform/host.ts: localhost, the host's name, `.local`,
 * ALLOWED_HOSTS) and the addresses it has when the certificate is made, loopback included.
 */
export function unitNames(env: Record<string, string | undefined>): UnitNames {
  const addresses = Object.values(networkInterfaces())
    .flat()
    .filter((a) => a !== undefined && !a.internal)
    .map((a) => a!.address);
  return { common: hostname().toLowerCase(), dns: [...allowedHosts(env)], ips: [...new Set(['127.0.0.1', '::1', ...addresses])] };
}

/** A self-signed pair for `names`, valid from yesterday (clock skew) for five years. */
export async function makeSelfSignedPair(names: UnitNames, now: number): Promise<TlsPair> {
  const made = await generate([{ name: 'commonName', value: names.common }], {
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
        altNames: [...names.dns.map((value) => ({ type: 2 as const, value })), ...names.ips.map((ip) => ({ type: 7 as const, ip }))],
      },
    ],
  });
  return { cert: made.cert, key: made.private };
}
