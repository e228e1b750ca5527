import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createConfig, remoteDevPort } from '../rspack.config.base';
import { createLoginPageConfig, type LoginPageOptions } from '../build/loginPage';
import type { RegistryEntry, SectionDescriptor } from '@tac/section';

/** BRAND=<id> picks shell/brands/<id>.json (DESIGN §4); the default brand is tac. */
const brandId = process.env.BRAND ?? 'tac';
const brandFile = join(__dirname, 'brands', `${brandId}.json`);
if (!existsSync(brandFile)) throw new Error(`unknown brand "${brandId}": no shell/brands/${brandId}.json`);
const brand = JSON.parse(readFileSync(brandFile, 'utf8')) as LoginPageOptions['brand'] & { remotes: string[] };

/**
 * The brand's default registry (remotes.json, served beside index.html; an operator may
 * replace it): each of its remotes that exists, at /remotes/<id>/, with the permission
 * its own descriptor declares. Only the build reads the descriptors; the shell's code
 * knows no section.
 */
const registry: RegistryEntry[] = brand.remotes
  .filter((id) => existsSync(join(__dirname, '..', 'remotes', id, 'rspack.config.ts')))
  .map((id) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const descriptor = (require(`../remotes/${id}/src/descriptor`) as { default: SectionDescriptor }).default;
    return { id, entry: `/remotes/${id}/`, permission: descriptor.permission };
  });

const shell = createConfig({
  name: 'shell',
  kind: 'host',
  dir: __dirname,
  port: 3000,
  publicPath: '/',
  brand,
  registry,
  // In dev, each remote's own dev server serves /remotes/<id>/ at its root.
  proxy: registry.map(({ id }) => ({
    context: [`/remotes/${id}`],
    target: `http://localhost:${remoteDevPort(id)}`,
    pathRewrite: { [`^/remotes/${id}`]: '' },
  })),
});

export default [
  shell,
  createLoginPageConfig({
    dir: __dirname,
    brand,
    stylesheet: readFileSync(join(__dirname, 'src', 'login', 'login.css'), 'utf8'),
    after: 'shell',
  }),
];
