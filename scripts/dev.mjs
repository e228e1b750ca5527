#!/usr/bin/env node
// npm run dev: the emulated terminal (DEVICE_PORT, default 8080) plus rspack dev servers for
// the shell (http://localhost:3000, proxies /goform and /remotes/<id>) and each of the
// brand's remotes that exists. One Ctrl-C stops them all.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const brandId = process.env.BRAND ?? 'tac';
const brand = JSON.parse(readFileSync(join(root, 'shell', 'brands', `${brandId}.json`), 'utf8'));
const remotes = brand.remotes.filter((id) => existsSync(join(root, 'remotes', id, 'rspack.config.ts')));
const devicePort = process.env.DEVICE_PORT ?? '8080';
const rspack = `node ${join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js')} serve`;
const env = { NODE_ENV: 'development', BRAND: brandId, DEVICE_PORT: devicePort };

const { result } = concurrently(
  [
    {
      name: 'device',
      command: `node ${join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs')} watch device/src/main.ts`,
      cwd: root,
      env: { PORT: devicePort },
    },
    { name: 'shell', command: rspack, cwd: join(root, 'shell'), env },
    ...remotes.map((id) => ({ name: id, command: rspack, cwd: join(root, 'remotes', id), env })),
  ],
  { killOthersOn: ['failure'], prefixColors: 'auto' },
);

console.log(`dev: console at http://localhost:3000 (device on ${devicePort}; remotes: ${remotes.join(', ')})`);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
