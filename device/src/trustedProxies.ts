import { isIP } from 'node:net';

/**
 * TRUSTED_PROXIES: comma-separated addresses or CIDRs (`127.0.0.1`, `10.0.0.0/8`, `::1`) of
 * the proxies whose X-Forwarded-For the device believes, e.g. a console served with
 * DEVICE_URL in front of it. Default none: X-Forwarded-For is ignored and the connection's
 * address is the client's. A malformed entry stops the start rather than trusting less or more.
 */
export function trustedProxies(env: Record<string, string | undefined>): string[] {
  const entries = (env.TRUSTED_PROXIES ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (!family || !bitsOk || rest.length) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or CIDR`);
  }
  return entries;
}
