import { buildApp } from './app';
import { createDevice, type Quirks } from './device';
import { trustedFirmwareKeys } from './hardware/firmware';
import { trustedProxies } from './trustedProxies';
import { modules } from './modules';
import { seedDemo } from './seed/demo';
import { allowedHosts } from './goform/host';
import { redirectServer } from './tls/redirect';
import { startPair } from './tls/startPair';

/** The emulated terminal (or a proxy to a real one): configuration from the environment. */
async function main(): Promise<void> {
  const env = process.env;
  const deviceUrl = env.DEVICE_URL || undefined;
  const dbFile = env.DEVICE_DB ?? './data/device.db';
  // A bad TLS_CERT/TLS_KEY stops the start before anything listens.
  const tls = await startPair(env, dbFile);
  // What the first start makes for this unit (its factory secrets) goes to the log once, when the logger exists.
  const notices: string[] = tls?.notice ? [tls.notice] : [];
  const device = deviceUrl
    ? undefined
    : createDevice({
        dbFile,
        modules,
        quirks: (env.DEVICE_QUIRKS === 'legacy' ? 'legacy' : 'modern') satisfies Quirks,
        tokenTtlS: Number(env.TOKEN_TTL_S) > 0 ? Number(env.TOKEN_TTL_S) : undefined,
        env,
        seed: env.DEVICE_SEED === '0' ? undefined : seedDemo,
        onNotice: (notice) => notices.push(notice),
      });
  // A wrong FIRMWARE_TRUSTED_KEYS path stops the start here rather than failing an upload later.
  if (device) trustedFirmwareKeys(device);
  const app = await buildApp({
    device,
    distDir: env.DIST_DIR ?? './dist',
    deviceUrl,
    tls: tls?.pair,
    trustedProxies: trustedProxies(env),
    env,
    logger: {
      level: env.LOG_LEVEL ?? 'info',
      // Scripts for real terminals put passwords and tokens in the query string: never log it.
      serializers: { req: (req) => ({ method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip }) },
    },
  });
  // warn, not info: the operator has to note them, and a quieter LOG_LEVEL=warn still shows them.
  for (const notice of notices) app.log.warn(notice);
  const host = env.HOST ?? '0.0.0.0';
  const port = Number(env.PORT ?? 8080);
  const httpsPort = Number(env.HTTPS_PORT ?? 8443);
  // With a certificate the console answers on HTTPS_PORT and PORT only sends browsers there.
  const redirect = tls ? redirectServer(httpsPort, allowedHosts(env)) : undefined;
  const stop = async () => {
    redirect?.close();
    await app.close();
    device?.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen({ port: tls ? httpsPort : port, host });
  if (redirect) {
    await new Promise<void>((listening, failed) => redirect.once('error', failed).listen(port, host, listening));
    app.log.info(`HTTP on port ${port} redirects to HTTPS on port ${httpsPort}`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
