import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * rspack.config.base.ts shares react-router, react-i18next, react-redux and @reduxjs/toolkit
 * through a list of the names the console imports (./*.shared.mjs). Jest resolves the real
 * packages, so only this check stops a file from importing a name the browser would get
 * as undefined.
 */
const repo = join(__dirname, '../../..');
const SOURCES = ['shell/src', 'shared', 'remotes'];
/** RTK Query is shared apart ('@reduxjs/toolkit/'), and takes these two through their lists. */
const RTK_QUERY = [
  'node_modules/@reduxjs/toolkit/dist/query/rtk-query.modern.mjs',
  'node_modules/@reduxjs/toolkit/dist/query/react/rtk-query-react.modern.mjs',
];
const LISTS: Record<string, string> = {
  'react-router': 'react-router.shared.mjs',
  'react-router-dom': 'react-router.shared.mjs',
  'react-i18next': 'react-i18next.shared.mjs',
  'react-redux': 'react-redux.shared.mjs',
  '@reduxjs/toolkit': 'redux-toolkit.shared.mjs',
};
const importers = () => [...SOURCES.flatMap((dir) => sourceFiles(join(repo, dir))), ...RTK_QUERY.map((f) => join(repo, f))];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(tsx?|mjs)$/.test(entry.name) && !entry.name.endsWith('.shared.mjs') ? [path] : [];
  });
}

/** The value names a file imports from a package (type-only imports vanish at build time). */
function importedNames(source: string, pkg: string): string[] {
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${pkg}['"]`, 'g');
  return [...source.matchAll(pattern)]
    .filter((match) => !match[1])
    .flatMap((match) => match[2]!.split(','))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]!);
}

function sharedNames(list: string): Set<string> {
  const text = readFileSync(join(__dirname, list), 'utf8');
  const body = /export\s*\{([^}]*)\}/.exec(text)?.[1] ?? '';
  return new Set(body.split(',').map((name) => name.trim()).filter(Boolean));
}

it.each(Object.entries(LISTS))('every name imported from %s is in %s', (pkg, list) => {
  const shared = sharedNames(list);
  const missing = importers().flatMap((file) =>
    importedNames(readFileSync(file, 'utf8'), pkg)
      .filter((name) => !shared.has(name))
      .map((name) => `${relative(repo, file)}: ${name}`),
  );
  expect(missing).toEqual([]);
});

it('no file imports a whole namespace of the listed packages, which the lists cannot check', () => {
  const namespaced = importers().filter((file) =>
    /import\s+\*\s+as\s+\w+\s+from\s+['"](react-router|react-router-dom|react-i18next|react-redux|@reduxjs\/toolkit)['"]/.test(
      readFileSync(file, 'utf8'),
    ),
  );
  expect(namespaced).toEqual([]);
});
