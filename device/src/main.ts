import { buildApp } from './app';
import { createDevice, type Quirks } from './device';
import { trustedFirmwareKeys } from './hardware/firmware';
import { trustedProxies } from './trustedProxies';
import { modules } from './modules';
import { listenHost, startSummary, textLog } from './startup';
import { startPushLink } from './push/link';
import { seedDemo } from './seed/demo';
import { describeCertificate } from './tls/pem';
import { unitNames } from './tls/selfSigned';
import { startPair } from './tls/startPair';
import { unitPair } from './tls/unitPair';

/** The emulated terminal (or a proxy to a real one): configuration from the environment. */
async function main(): Promise<void> {
  const env = process.env;
  const deviceUrl = env.DEVICE_URL || undefined;
  const dbFile = env.DEVICE_DB ?? './data/device.db';
  // A bad TLS_CERT/TLS_KEY stops the start before anything listens.
  const configuredPair = startPair(env);
  // What the first start makes for this unit (its factory secrets) goes to the log once, when the logger exists.
  const notices: string[] = [];
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
  // An emulated unit always serves HTTPS: TLS_CERT/TLS_KEY, else its own pair, made at its first start.
  let tls = configuredPair;
  if (!tls && device) {
    const unit = await unitPair(device, unitNames(env));
    if (unit.made) notices.push(`made this unit's certificate, SHA-256 ${describeCertificate(unit.pair.cert).fingerprint}`);
    tls = unit.pair;
  }
  const host = listenHost(env);
  const port = Number(env.PORT ?? 8080);
  const httpsPort = Number(env.HTTPS_PORT ?? 8443);
  const logLevel = env.LOG_LEVEL ?? 'info';
  const app = await buildApp({
    device,
    distDir: env.DIST_DIR ?? './dist',
    deviceUrl,
    tls,
    httpsPort,
    trustedProxies: trustedProxies(env),
    env,
    logger: {
      level: logLevel,
      // LOG_FORMAT=text (npm start's default) for a person; pino's JSON lines otherwise.
      ...(env.LOG_FORMAT === 'text' ? { stream: textLog(process.stdout) } : {}),
      // Scripts for real terminals put passwords and tokens in the query string: never log it.
      serializers: { req: (req) => ({ method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip }) },
    },
  });
  // warn, not info: the operator has to note them, and a quieter LOG_LEVEL=warn still shows them.
  for (const notice of notices) app.log.warn(notice);
  // The terminal's link to a central server runs beside the web server (off until the console switches it on).
  const link = device && startPushLink(device);
  const stop = async () => {
    link?.stop();
    await app.close();
    device?.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen({ port, host });
  const secure = app.httpsServer;
  if (secure) {
    await new Promise<void>((listening, failed) => secure.once('error', failed).listen(httpsPort, host, listening));
    app.log.info(`HTTPS on port ${httpsPort}; plain HTTP on port ${port} until HTTPS only is switched on (Network › Certificate)`);
  }
  // Only now, with both servers listening, is the summary true.
  // The ports as bound (PORT=0 picks a free one).
  const bound = (server: { address(): unknown } | undefined) => (server?.address() as { port?: number } | null)?.port;
  const summary = startSummary({
    host,
    port: bound(app.server) ?? port,
    httpsPort: secure ? (bound(secure) ?? httpsPort) : undefined,
    dbFile: device && dbFile,
    deviceUrl,
    logLevel,
  });
  for (const line of summary) console.log(`start: ${line}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
