#!/usr/bin/env node
// `npm run new:remote <id> [-- --permission <key>] [--brand <id>|all] [--screen <Name>]`: creates
// remotes/<id>/, a working section with one screen, its component test and its texts in every
// console language, and adds its registry line (the brand's `remotes` list; default brand tac).
// Nothing else is edited: dev port, jest project, typecheck, lint, e2e section lists and the
// catalogue check all find the remote by its folder (docs/sections.md). The lockfile gets the
// new workspace (`npm install --package-lock-only`) so that `npm ci` keeps working.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordWorkspacesInLockfile } from './lib/lockfile.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function fail(message) {
  console.error(`new:remote: ${message}`);
  process.exit(2);
}

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = args[at + 1];
  if (!value || value.startsWith('--')) fail(`--${name} needs a value`);
  args.splice(at, 2);
  return value;
};
const permission = option('permission', 'basicSetting');
const brandOption = option('brand', 'tac');
const Screen = option('screen', 'Overview');
const id = args[0];

if (!id || args.length > 1) fail('usage: npm run new:remote <id> [-- --permission <key>] [--brand <id>|all] [--screen <Name>]');
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id)) fail(`"${id}" is not a remote id: lower case words joined by "-" (e.g. door-bell)`);
if (!/^[A-Z][A-Za-z0-9]*$/.test(Screen)) fail(`--screen "${Screen}" must be a component name (e.g. Overview)`);
const dir = join(root, 'remotes', id);
if (existsSync(dir)) fail(`remotes/${id} exists already`);

// The device decides which sections an account sees (`funs`): a section uses one of its keys.
const contract = readFileSync(join(root, 'shared/goform/src/contract/permissions.ts'), 'utf8');
const permissions = [...(contract.match(/PERMISSIONS = \[([^\]]*)\]/)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]);
if (!permissions.includes(permission)) fail(`--permission ${permission} is not one the device grants (${permissions.join(', ')})`);

const brandsDir = join(root, 'shell/brands');
const allBrands = readdirSync(brandsDir).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
const brands = brandOption === 'all' ? allBrands : brandOption.split(',');
for (const b of brands) if (!allBrands.includes(b)) fail(`unknown brand "${b}" (${allBrands.join(', ')})`);

const remotes = readdirSync(join(root, 'remotes')).filter((r) => existsSync(join(root, 'remotes', r, 'package.json')));
const ports = remotes.map((r) => JSON.parse(readFileSync(join(root, 'remotes', r, 'package.json'), 'utf8')).config?.devPort ?? 3000);
const devPort = Math.max(3000, ...ports) + 1;

const camel = id.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const title = id
  .split('-')
  .map((w) => w[0].toUpperCase() + w.slice(1))
  .join(' ');
const screenKey = Screen[0].toLowerCase() + Screen.slice(1);
const screenLabel = Screen.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
const base = `/${camel}`;
const path = `${base}/${screenKey}`;
/** The section's path registry (src/paths.ts), e.g. RELEASE_NOTES_PATHS. */
const PATHS = `${id.toUpperCase().replace(/-/g, '_')}_PATHS`;
const languages = readdirSync(join(root, 'shared/i18n/src/locales')).sort();

const english = {
  section: { title },
  menu: { [screenKey]: screenLabel },
  [screenKey]: { title: screenLabel, intro: `The ${title} section. Its team describes here what this screen does.` },
};

/** The shared packages a section builds on, at the ranges of their versions today (docs/sections.md, Version rules). */
const sharedRanges = Object.fromEntries(
  ['goform', 'i18n', 'section', 'ui'].map((dir) => {
    const { name, version } = JSON.parse(readFileSync(join(root, 'shared', dir, 'package.json'), 'utf8'));
    return [name, `^${version}`];
  }),
);

const files = {
  'package.json': `${JSON.stringify(
    {
      name: `@tac/remote-${id}`,
      version: '0.1.0',
      private: true,
      dependencies: sharedRanges,
      config: { devPort },
      scripts: { dev: 'NODE_ENV=development rspack serve', build: 'rspack build' },
    },
    null,
    2,
  )}\n`,
  'rspack.config.ts': `import { createConfig, remoteDevPort } from '../../rspack.config.base';
import descriptor from './src/descriptor';

export default createConfig({
  name: '${id}',
  kind: 'remote',
  dir: __dirname,
  exposes: { './section': './src/section' },
  port: remoteDevPort('${id}'),
  descriptor,
});
`,
  'README.md': `# remotes/${id} — the ${title} section

Module Federation remote \`${id}\` (permission \`${permission}\`, i18n namespace \`${id}\`), exposing
\`./section\`. Routes: \`${path}\`; the shell redirects \`${base}\` to it. Made by \`npm run new:remote\`;
how to ship it: docs/sections.md.

\`\`\`sh
npm run dev -w remotes/${id}                    # alone, in a thin standalone host (port ${devPort})
npx jest --selectProjects remotes/${id} -w 1    # component tests
OUT_DIR=/tmp/out npm run build -w remotes/${id} # its build alone, into /tmp/out/remotes/${id}
\`\`\`
`,
  'src/paths.ts': `/** Every path of the ${title} section, named once: its routes, menu and links, and the e2e tests, take them from here. */
export const ${PATHS} = {
  base: '${base}',
  ${screenKey}: '${path}',
} as const;
`,
  'src/descriptor.ts': `import type { SectionDescriptor } from '@tac/section';
import { ${PATHS} as P } from './paths';

const menu = [{ path: P.${screenKey}, labelKey: '${id}:menu.${screenKey}' }];

/** ${title}: what the shell needs to show its menu, route its paths and title its pages. */
const descriptor: SectionDescriptor = {
  id: '${id}',
  permission: '${permission}',
  i18nNamespace: '${id}',
  titleKey: '${id}:section.title',
  base: { path: P.base, rank: 0 },
  menu,
  paths: menu.map((m) => m.path),
};

export default descriptor;
`,
  'src/section.tsx': `import { lazy } from 'react';
import { routesOf, type SectionManifest } from '@tac/section';
import descriptor from './descriptor';
import { loadMessages } from './locales/loadMessages';
import { ${PATHS} as P } from './paths';

const ${Screen} = lazy(() => import('./screens/${Screen}/${Screen}'));

/** ${title}: the descriptor, its texts and a screen for each of its paths. */
const section: SectionManifest = {
  ...descriptor,
  loadMessages,
  routes: routesOf(descriptor, {
    [P.${screenKey}]: <${Screen} />,
  }),
};

export default section;
`,
  'src/index.ts': `// Standalone dev host: the same async boundary as the shell.
import('./standalone');
`,
  'src/standalone.tsx': `import { startStandalone } from '@tac/section/standalone';
import section from './section';

/** \`npm run dev -w remotes/${id}\`: the section on its own, without the shell. */
void startStandalone(section);
`,
  'src/locales/loadMessages.ts': `/** The ${id} namespace per language; languages without a file fall back to English. */
export function loadMessages(lang: string): Promise<Record<string, unknown>> {
  return import(\`./\${lang}.json\`).then((m: { default: Record<string, unknown> }) => m.default);
}
`,
  'src/test/harness.ts': `import { sectionTestKit } from '@tac/ui/testing';
import section from '../section';

export const { server, withFakeDevice, renderScreen } = sectionTestKit(section);
`,
  [`src/screens/${Screen}/${Screen}.tsx`]: `import { useTranslation } from '@tac/i18n';
import { Page, Text } from '@tac/ui';

/** ${title} › ${screenLabel}. */
export default function ${Screen}() {
  const { t } = useTranslation('${id}');
  return (
    <Page title={t('${screenKey}.title')}>
      <Text>{t('${screenKey}.intro')}</Text>
    </Page>
  );
}
`,
  [`src/screens/${Screen}/${Screen}.test.tsx`]: `import { screen } from '@testing-library/react';
import section from '../../section';
import { renderScreen, withFakeDevice } from '../../test/harness';
import ${Screen} from './${Screen}';

withFakeDevice();

describe('${screenLabel}', () => {
  it('shows its title and what the section is', async () => {
    await renderScreen(<${Screen} />, '${path}');
    expect(screen.getByRole('heading', { name: ${JSON.stringify(english[screenKey].title)} })).toBeInTheDocument();
    expect(screen.getByText(${JSON.stringify(english[screenKey].intro)})).toBeInTheDocument();
  });

  it('is the screen of its menu entry', async () => {
    const route = section.routes.find((r) => r.path === '${path}');
    await renderScreen(<>{route?.element}</>, '${path}');
    expect(await screen.findByRole('heading', { name: ${JSON.stringify(english[screenKey].title)} })).toBeInTheDocument();
  });
});
`,
};
for (const lang of languages) files[`src/locales/${lang}.json`] = `${JSON.stringify(english, null, 2)}\n`;

for (const [file, content] of Object.entries(files)) {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), content);
}

// The registry line: the brand's `remotes` list is the build-time default of the served remotes.json.
for (const b of brands) {
  const file = join(brandsDir, `${b}.json`);
  const brand = JSON.parse(readFileSync(file, 'utf8'));
  brand.remotes = [...brand.remotes.filter((r) => r !== id), id];
  writeFileSync(file, `${JSON.stringify(brand, null, 2)}\n`);
}

recordWorkspacesInLockfile(root, 'new:remote');

const others = languages.filter((l) => l !== 'en');
console.log(`new:remote: remotes/${id} (permission ${permission}, dev port ${devPort}, menu ${path}); registry line in ${brands.map((b) => `shell/brands/${b}.json`).join(', ')}
  Translate before merging: src/locales/{${others.join(',')}}.json hold the English texts
  (${Object.keys(english)
    .flatMap((k) => Object.keys(english[k]).map((s) => `${k}.${s}`))
    .join(', ')}); \`npm run i18n:check\` lists each one as untranslated until it is
  (or, for a text that stays English in a language, list "${id}:<key>" in shared/i18n/identical/<lang>.json).`);
