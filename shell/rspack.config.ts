import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createConfig, remoteDevPort } from '../rspack.config.base';

/** BRAND=<id> picks shell/brands/<id>.json (DESIGN §4); the default brand is tac. */
const brandId = process.env.BRAND ?? 'tac';
const brand = JSON.parse(readFileSync(join(__dirname, 'brands', `${brandId}.json`), 'utf8')) as {
  id: string;
  title: string;
  favicon: string;
  remotes: string[];
};

/** Remotes of the brand that exist in remotes/ (the rest come in later issues). */
export const builtRemotes = brand.remotes.filter((id) =>
  existsSync(join(__dirname, '..', 'remotes', id, 'rspack.config.ts')),
);

export default createConfig({
  name: 'shell',
  kind: 'host',
  dir: __dirname,
  port: 3000,
  publicPath: '/',
  brand,
  builtRemotes,
  // In dev, each remote's own dev server serves /remotes/<id>.
  proxy: builtRemotes.map((id) => ({ context: [`/remotes/${id}`], target: `http://localhost:${remoteDevPort(id)}` })),
});
