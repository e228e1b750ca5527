import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** The lint rule that keeps sections shippable on their own (eslint.config.mjs), tried on planted imports. */
const root = join(__dirname, '..', '..', '..');

/** Lints `source` as if it were `file`, as `npm test`'s lint step does (ESLint's config is ESM: another process). */
async function restricted(file: string, source: string): Promise<boolean> {
  const run = spawnSync(process.execPath, [join(root, 'node_modules/eslint/bin/eslint.js'), '--format', 'json', '--stdin', '--stdin-filename', file], {
    cwd: root,
    input: source,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null }[] }[];
  return (result?.messages ?? []).some((m) => m.ruleId === '@typescript-eslint/no-restricted-imports');
}

jest.setTimeout(60_000);

it.each([
  ['remotes/users/src/x.ts', "import m from '@tac/remote-network';"],
  ['remotes/users/src/x.ts', "import { x } from '../../network/src/section';"],
  ['remotes/users/src/screens/A/x.ts', "import { x } from '../../../../../shell/src/routes';"],
  ['remotes/users/src/x.ts', "import { x } from '@tac/shell/src/routes';"],
  ['shared/ui/src/x.ts', "import s from '../../../remotes/users/src/section';"],
  ['shared/goform/src/x.ts', "import { x } from '@tac/shell/section';"],
  ['remotes/users/src/x.ts', "import { routesOf } from '@tac/shell/section';"],
  ['remotes/users/src/standalone.tsx', "import { startStandalone } from '@tac/shell/standalone';"],
  ['e2e/support/x.ts', "import type { MenuItem } from '../../shell/src/federation/section';"],
  ['rspack.config.base.ts', "import type { SectionDescriptor } from '@tac/shell/section';"],
  ['build/sectionFiles.ts', "import type { SectionDescriptor } from '@tac/shell/section';"],
])('refuses in %s: %s', async (file, source) => {
  expect(await restricted(file, source)).toBe(true);
});

it.each([
  ['remotes/users/src/x.ts', "import type { SectionManifest } from '@tac/section';"],
  ['remotes/users/src/x.ts', "import { startStandalone } from '@tac/section/standalone';"],
  ['remotes/users/src/screens/A/x.ts', "import { y } from '../../csv';"],
  ['shared/ui/src/x.ts', "import { store } from '@tac/goform';"],
])('allows in %s: %s', async (file, source) => {
  expect(await restricted(file, source)).toBe(false);
});
