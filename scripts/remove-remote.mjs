#!/usr/bin/env node
// `npm run remove:remote <id>`: deletes remotes/<id>/ and its registry lines (every brand's
// `remotes` list), the catalogue check's exceptions for its namespace
// (shared/i18n/identical/<lang>.json) and its lockfile entries. Nothing else names a remote:
// everything else finds remotes by their folders (docs/sections.md).
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordWorkspacesInLockfile } from './lib/lockfile.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const id = process.argv[2];
if (!id || !/^[a-z][a-z0-9-]*$/.test(id) || !existsSync(join(root, 'remotes', id))) {
  console.error(`remove:remote: usage: npm run remove:remote <id>, with remotes/<id> present`);
  process.exit(2);
}

rmSync(join(root, 'remotes', id), { recursive: true, force: true });

const rewrite = (file, change) => {
  const before = readFileSync(file, 'utf8');
  const after = `${JSON.stringify(change(JSON.parse(before)), null, 2)}\n`;
  if (after !== before) writeFileSync(file, after);
};
const brandsDir = join(root, 'shell/brands');
for (const f of readdirSync(brandsDir).filter((f) => f.endsWith('.json'))) {
  rewrite(join(brandsDir, f), (brand) => ({ ...brand, remotes: brand.remotes.filter((r) => r !== id) }));
}
const identicalDir = join(root, 'shared/i18n/identical');
for (const f of readdirSync(identicalDir).filter((f) => f.endsWith('.json'))) {
  rewrite(join(identicalDir, f), (keys) => keys.filter((k) => !k.startsWith(`${id}:`)));
}

recordWorkspacesInLockfile(root, 'remove:remote');
console.log(`remove:remote: remotes/${id} removed, with its registry lines, catalogue exceptions and lockfile entries`);
