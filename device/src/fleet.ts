import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app';
import { createDevice } from './device';
import { modules } from './modules';
import { startPushLink } from './push/link';

/**
 * Many emulated terminals in one process, for the fleet tests and the bench (a site's 50 or 200
 * terminals on one machine: one process each costs ~145 MB and a second of CPU to start). Each is
 * a whole terminal — its own database, serial, web API (plain HTTP, on a port of its own) and
 * central-server link; only the process is shared. Empty databases (no demo data).
 *   FLEET_SIZE (default 10), FLEET_DIR (databases: <dir>/<serial>.db), FLEET_PREFIX (serials
 *   <prefix>0001…, default FLT), FLEET_FIRST_PORT (ports first…first+size-1; default: any free).
 * Prints one line of JSON when every terminal answers: {"terminals": [{serial, port, db}]}.
 */
async function fleet(): Promise<void> {
  const env = process.env;
  const size = Number(env.FLEET_SIZE ?? 10);
  const dir = env.FLEET_DIR ?? './data/fleet';
  const prefix = env.FLEET_PREFIX ?? 'FLT';
  const firstPort = Number(env.FLEET_FIRST_PORT ?? 0);
  mkdirSync(dir, { recursive: true });
  const terminals: { serial: string; port: number; db: string }[] = [];
  const running: { app: Awaited<ReturnType<typeof buildApp>>; device: ReturnType<typeof createDevice>; link: ReturnType<typeof startPushLink> }[] = [];
  for (let i = 1; i <= size; i++) {
    const serial = `${prefix}${String(i).padStart(4, '0')}`;
    const db = join(dir, `${serial}.db`);
    const device = createDevice({ dbFile: db, modules, env: { ...env, DEVICE_SERIAL: serial } });
    const app = await buildApp({ device, distDir: env.DIST_DIR ?? './dist', env });
    await app.listen({ port: firstPort ? firstPort + i - 1 : 0, host: '127.0.0.1' });
    const link = startPushLink(device);
    running.push({ app, device, link });
    terminals.push({ serial, port: (app.server.address() as { port: number }).port, db });
  }
  process.stdout.write(`${JSON.stringify({ terminals })}\n`);
  const stop = async () => {
    for (const { app, device, link } of running) {
      link.stop();
      await app.close();
      device.close();
    }
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

fleet().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
