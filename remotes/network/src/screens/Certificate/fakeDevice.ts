import { http } from 'msw';
import { failure, server, success } from '../../test/harness';

export const IN_USE = {
  https: 1,
  subject: 'CN=terminal.example',
  issuer: 'CN=Example CA',
  validfrom: '2026-01-15T08:00:00.000Z',
  validto: '2027-01-15T08:00:00.000Z',
  fingerprint: 'AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89',
  windowms: 90_000,
  httpsport: 8443,
  httpsonly: 0,
};
export const NEXT = { ...IN_USE, subject: 'CN=new.example', fingerprint: '11:22:33' };
export const CERT = '-----BEGIN CERTIFICATE-----\nMIIBnew\n-----END CERTIFICATE-----\n';
export const KEY = '-----BEGIN PRIVATE KEY-----\nMIGHkey\n-----END PRIVATE KEY-----\n';

/**
 * A device serving HTTPS: it checks and installs what it is sent (unless told to refuse) and confirms or reverts;
 * it switches HTTPS only and, as the device does, takes keep=1 of it over HTTPS only.
 */
export function fakeDevice(start: Record<string, unknown> = IN_USE) {
  const device = {
    info: { ...start } as Record<string, unknown>,
    checks: [] as Record<string, unknown>[],
    installs: [] as { url: string; body: Record<string, unknown> }[],
    confirms: [] as unknown[],
    switches: [] as unknown[],
    httpsOnlyConfirms: [] as unknown[],
    refuse: undefined as { retvalue: number; msg: string } | undefined,
  };
  server.use(
    http.get('*/goform/GetCertificate', () => success(device.info)),
    http.post('*/goform/CheckCertificate', async ({ request }) => {
      device.checks.push((await request.json()) as Record<string, unknown>);
      if (device.refuse) return failure(device.refuse.retvalue, device.refuse.msg);
      const { subject, issuer, validfrom, validto, fingerprint } = NEXT;
      return success({ subject, issuer, validfrom, validto, fingerprint });
    }),
    http.post('*/goform/SetCertificate', async ({ request }) => {
      device.installs.push({ url: request.url, body: (await request.json()) as Record<string, unknown> });
      if (device.refuse) return failure(device.refuse.retvalue, device.refuse.msg);
      device.info = { ...NEXT, rollbackms: 90_000 };
      return success(device.info);
    }),
    http.post('*/goform/ConfirmCertificate', async ({ request }) => {
      const { keep } = (await request.json()) as { keep: number };
      device.confirms.push(keep);
      device.info = keep === 1 ? { ...NEXT } : { ...IN_USE };
      return success(device.info);
    }),
    http.post('*/goform/SetHttpsOnly', async ({ request }) => {
      const { httpsonly } = (await request.json()) as { httpsonly: number };
      device.switches.push(httpsonly);
      const { httpsonlyms: _, ...rest } = device.info;
      device.info = { ...rest, httpsonly, ...(httpsonly === 1 ? { httpsonlyms: 90_000 } : {}) };
      return success(device.info);
    }),
    http.post('*/goform/ConfirmHttpsOnly', async ({ request }) => {
      const { keep } = (await request.json()) as { keep: number };
      device.httpsOnlyConfirms.push(keep);
      if (keep === 1 && request.url.startsWith('http:')) return failure(10003, 'confirmOverHttps');
      const { httpsonlyms: _, ...rest } = device.info;
      device.info = { ...rest, httpsonly: keep };
      return success(device.info);
    }),
  );
  return device;
}

