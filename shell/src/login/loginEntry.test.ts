import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The login page's budget rests on what its entry imports: a structural check (the bytes
 * themselves are measured by `npm run bench`, not here). Follows every static and dynamic
 * import through the console's own sources and workspace packages; a package from
 * node_modules is recorded by name, not entered.
 */
const root = resolve(__dirname, '../../..');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function workspaceFile(specifier: string): string | undefined {
  const match = /^(@tac\/[^/]+)(\/.*)?$/.exec(specifier);
  if (!match) return undefined;
  const pkgDir = { '@tac/ui': 'shared/ui', '@tac/goform': 'shared/goform', '@tac/i18n': 'shared/i18n', '@tac/shell': 'shell' }[match[1]!];
  if (!pkgDir) return undefined;
  const pkg = JSON.parse(readFileSync(join(root, pkgDir, 'package.json'), 'utf8')) as { main?: string; exports?: Record<string, string> };
  const target = pkg.exports?.[`.${match[2] ?? ''}`] ?? (match[2] ? undefined : pkg.main);
  if (!target) throw new Error(`${specifier}: not exported by ${pkgDir}/package.json`);
  return join(root, pkgDir, target);
}

function resolveFile(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return workspaceFile(specifier);
  const base = resolve(dirname(from), specifier);
  if (/\.(json|css|svg)$/.test(base)) return undefined;
  const file = [base, ...EXTENSIONS.map((ext) => base + ext)].find((f) => existsSync(f) && /\.tsx?$/.test(f));
  if (!file) throw new Error(`${from}: cannot resolve ${specifier}`);
  return file;
}

const packageName = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/**
 * The modules a file loads at run time: its imports and re-exports (not type-only ones) and,
 * with `dynamic`, its import()s (chunks loaded later).
 */
function runtimeImports(file: string, dynamic: boolean): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    else if (dynamic && ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) found.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every source file and package an entry reaches: in its own bundle, or also in the chunks it loads (`dynamic`). */
function reach(entry: string, dynamic = true): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const fileName of runtimeImports(file, dynamic)) {
      const next = resolveFile(file, fileName);
      if (next) queue.push(next);
      else if (!fileName.startsWith('.') && !fileName.startsWith('@tac/')) packages.add(packageName(fileName));
    }
  }
  return { files, packages };
}

/** What the sign-in form must not wait for: the federation runtime, the component library, the store, the router. */
const NOT_ON_LOGIN = ['@module-federation/enhanced', '@module-federation/runtime', '@chakra-ui/react', '@emotion/react', '@reduxjs/toolkit', 'react-redux', 'react-router-dom', 'zod', 'react-hook-form'];

describe('the login page entry', () => {
  const login = reach(join(root, 'shell/src/login/index.tsx'));

  it('imports neither the federation runtime nor the console’s libraries', () => {
    expect([...login.packages].filter((p) => NOT_ON_LOGIN.includes(p))).toEqual([]);
  });

  const consoleCode = (files: Set<string>, allowed: RegExp = /^$/) =>
    [...files].map((f) => f.slice(root.length + 1)).filter((f) => /^shell\/src\/(federation\/|layout\/|sections\/|startup\/(index|sectionLoading|warmUp|rehearsal|deferredWindow|loginLibrariesPlugin)\.)/.test(f) && !allowed.test(f));

  it('does not reach the console’s start-up or its federation code in the form’s own bundle', () => {
    expect(consoleCode(reach(join(root, 'shell/src/login/index.tsx'), false).files)).toEqual([]);
  });

  it('reads the sections’ data ahead in a chunk of its own, with none of the console’s code or the federation runtime', () => {
    const readAhead = join(root, 'shell/src/startup/readAhead.ts');
    expect(login.files).toContain(readAhead);
    expect(consoleCode(login.files, /^shell\/src\/(sections\/(served|resolve)|federation\/manifestFiles)\.ts$/)).toEqual([]);
  });

  it('is told apart from the console entry, which does reach them (the check can fail)', () => {
    const app = reach(join(root, 'shell/src/index.ts'));
    expect([...app.packages]).toEqual(expect.arrayContaining(['@module-federation/enhanced', '@chakra-ui/react', 'react-router-dom']));
  });
});
