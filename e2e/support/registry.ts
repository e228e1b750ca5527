import { spawn } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { deviceSet } from './deviceSet';

/** The console this worker's terminals serve (a snapshot scripts/e2e.mjs made) and its registry. */
export const distDir = resolve(__dirname, '..', '..', deviceSet()?.distDir ?? process.env.DIST_DIR ?? 'dist');
const registryFile = join(distDir, 'remotes.json');
const repo = resolve(__dirname, '..', '..');

export interface Entry {
  id: string;
  entry: string;
  permission: string;
}

/** Runs `body` with the served registry replaced, as an operator of the console would, and puts it back. */
export async function withRegistry(change: (remotes: Entry[]) => Entry[], body: () => Promise<void>): Promise<void> {
  const original = readFileSync(registryFile, 'utf8');
  const { remotes } = JSON.parse(original) as { remotes: Entry[] };
  writeFileSync(registryFile, JSON.stringify({ remotes: change(remotes) }));
  try {
    await body();
  } finally {
    writeFileSync(registryFile, original);
  }
}

export interface Elsewhere {
  origin: string;
  server: Server;
  /** The paths asked for, e.g. '/machine/remoteEntry.js'. */
  served: string[];
}

/**
 * A second origin (another port) serving one remote's built folder under /<id>/, with CORS
 * as a CDN would: by default the console's own build of it, or `root` (a build of its own).
 */
export async function serveElsewhere(id: string, root = join(distDir, 'remotes', id)): Promise<Elsewhere> {
  const served: string[] = [];
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0]!)).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path.replace(new RegExp(`^/${id}/`), '/'));
    res.setHeader('access-control-allow-origin', '*');
    if (!file.startsWith(root) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    served.push(path);
    const type = extname(file) === '.json' ? 'application/json' : 'text/javascript';
    res.writeHead(200, { 'content-type': type });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return { origin: `http://127.0.0.1:${port}`, server, served };
}

/**
 * Builds one remote on its own, in production mode, into `outDir`/remotes/<name>/, as a team
 * shipping its section would (`dir`: the remote's folder, holding its rspack.config.ts).
 * Resolves with the output folder.
 */
export function buildRemote(dir: string, name: string, outDir: string): Promise<string> {
  const rspack = join(repo, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [rspack, 'build', '--config', join(dir, 'rspack.config.ts')], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production', OUT_DIR: outDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done(join(outDir, 'remotes', name)) : fail(new Error(`building ${dir} failed (${code}): ${errors}`))));
  });
}
