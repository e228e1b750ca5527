import { X509Certificate } from 'node:crypto';
import { connect } from 'node:tls';
import { generate } from 'selfsigned';
import network from '../../remotes/network/src/locales/en.json';
import { SESSION_BINDING_COOKIE } from '@tac/goform/contract';
import { ADMIN } from '../support/accounts';
import { expect, fillLogin, login, openFromSidebar, test } from '../support/fixtures';
import { distDir } from '../support/registry';
import { en } from '../support/texts';

/**
 * The console over HTTPS: a terminal of its own, started as `npm start` starts it (HTTP and HTTPS
 * at once, with the certificate it made at its first start), the browser told to accept that
 * certificate. Over HTTPS the login posts its password in the body and the session cookies are
 * Secure; a new certificate is installed and kept; HTTPS only is switched on from the console
 * over HTTP, kept from the HTTPS page, and plain HTTP then redirects.
 */
const cert = network.certificate;
const httpsOnly = network.certificate.httpsOnly;

let device: { httpUrl: string; httpsUrl: string; stop: () => Promise<void> };

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const { startDeviceServer, FAST_SIMULATION } = await import('../../scripts/lib/device-server.mjs');
  device = await startDeviceServer({ distDir, env: FAST_SIMULATION, quiet: true });
});
test.afterAll(async () => device?.stop());
test.use({ ignoreHTTPSErrors: true, baseURL: async ({ baseURL: served }, provide) => provide(device?.httpsUrl ?? served) });

/** The SHA-256 fingerprint of the certificate a new connection to the device is served. */
function servedFingerprint(): Promise<string> {
  const { hostname, port } = new URL(device.httpsUrl);
  return new Promise((done, fail) => {
    const socket = connect({ host: hostname, port: Number(port), rejectUnauthorized: false }, () => {
      done(socket.getPeerX509Certificate()!.fingerprint256);
      socket.end();
    });
    socket.on('error', fail);
  });
}

test('over HTTPS the login posts the password in its body and the session is Secure; no HSTS while HTTPS only is off', async ({ page }) => {
  const answer = await page.goto('/login');
  expect(answer?.headers()['strict-transport-security']).toBeUndefined();

  const loginCall = page.waitForRequest((r) => r.url().includes('/goform/chklogin'));
  await fillLogin(page, ADMIN);
  const call = await loginCall;
  expect(call.method()).toBe('POST');
  expect(call.url()).not.toContain(ADMIN.password);
  expect(call.postDataJSON()).toMatchObject({ userid: ADMIN.userid, password: ADMIN.password });
  await expect(page).not.toHaveURL(/\/login/);

  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === SESSION_BINDING_COOKIE)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
});

test('Network › Certificate shows the certificate served, refuses a key of another certificate before asking, and installs a new one that is kept', async ({ page }) => {
  await login(page, ADMIN);
  const main = await openFromSidebar(page, 'network', network.menu.certificate);
  const inUse = main.getByRole('region', { name: cert.inUse, exact: true });
  await expect(inUse).toContainText(await servedFingerprint());

  const now = Date.now();
  const next = await generate([{ name: 'commonName', value: 'e2e.tac-console' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate: new Date(now - 60_000),
    notAfterDate: new Date(now + 30 * 24 * 3600_000),
  });
  const nextFingerprint = new X509Certificate(next.cert).fingerprint256;
  const other = await generate([{ name: 'commonName', value: 'other.tac-console' }], { keyType: 'ec', algorithm: 'sha256' });
  await main.getByRole('textbox', { name: cert.cert }).fill(next.cert);
  await main.getByRole('textbox', { name: cert.key }).fill(other.private);
  await main.getByRole('button', { name: cert.installButton }).click();
  await expect(main.getByRole('alert')).toContainText(en.errors.certificateKeyMismatch);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await main.getByRole('textbox', { name: cert.key }).fill(next.private);
  await main.getByRole('button', { name: cert.installButton }).click();
  const asking = page.getByRole('alertdialog', { name: cert.confirmTitle });
  await expect(asking).toContainText('CN=e2e.tac-console');
  await expect(asking).toContainText(nextFingerprint);
  await asking.getByRole('button', { name: cert.installButton }).click();

  const pending = main.getByRole('region', { name: cert.pending.title });
  await expect(pending.getByRole('timer')).toContainText('seconds');
  await expect(inUse).toContainText('CN=e2e.tac-console');
  expect(await servedFingerprint()).toBe(nextFingerprint);
  await expect(main.getByText('PRIVATE KEY')).toHaveCount(0);

  await pending.getByRole('button', { name: cert.pending.keep }).click();
  await expect(main.getByText(cert.outcome.kept)).toBeVisible();
  await page.reload();
  await expect(main.getByRole('region', { name: cert.inUse, exact: true })).toContainText(nextFingerprint);
  await expect(main.getByRole('region', { name: cert.pending.title })).toHaveCount(0);
});

test('HTTPS only is switched on from the console over HTTP, kept from the HTTPS page it moves to, and plain HTTP then redirects', async ({ page }) => {
  await page.goto(`${device.httpUrl}/login`);
  await fillLogin(page, ADMIN);
  await expect(page).not.toHaveURL(/\/login/);
  const main = await openFromSidebar(page, 'network', network.menu.certificate);
  const section = main.getByRole('region', { name: httpsOnly.title, exact: true });
  await expect(section).toContainText(httpsOnly.off);

  await section.getByRole('button', { name: httpsOnly.turnOn }).click();
  const dialog = page.getByRole('alertdialog', { name: httpsOnly.confirmTitle });
  await expect(dialog).toContainText(`${device.httpsUrl}/network/certificate`);
  await dialog.getByRole('button', { name: httpsOnly.turnOn }).click();

  // The session of plain HTTP stays there (the console keeps it per origin): HTTPS asks for a sign-in of its own.
  await expect(page).toHaveURL(`${device.httpsUrl}/login?redirect=%2Fnetwork%2Fcertificate`);
  await fillLogin(page, ADMIN);
  await expect(page).toHaveURL(`${device.httpsUrl}/network/certificate`);
  const pending = page.getByRole('region', { name: httpsOnly.pending.title });
  await expect(pending.getByRole('timer')).toContainText('seconds');
  await pending.getByRole('button', { name: httpsOnly.pending.keep }).click();
  await expect(page.getByText(httpsOnly.outcome.kept)).toBeVisible();

  const plain = await page.request.get(`${device.httpUrl}/login`, { maxRedirects: 0 });
  expect(plain.status()).toBe(308);
  expect(plain.headers().location).toBe(`${device.httpsUrl}/login`);
  const secure = await page.goto(`${device.httpUrl}/network/certificate`);
  expect(page.url()).toBe(`${device.httpsUrl}/network/certificate`);
  expect(secure?.headers()['strict-transport-security']).toBe('max-age=15552000');
  await expect(page.getByRole('region', { name: httpsOnly.title, exact: true })).toContainText(httpsOnly.on);
});
