import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * A shared package's public surface, recorded with its version in `shared/<pkg>/surface.json`:
 * what each entry a section may import exports (names, values apart from types), and for
 * `@tac/goform` the device contract, as the hash of its OpenAPI description (every call, field,
 * bound and code). Adding, removing or renaming an export, or changing the contract, changes it.
 */
export interface Surface {
  name: string;
  version: string;
  exports: Record<string, string[]>;
  contract?: string;
}

interface PackageJson {
  name: string;
  version: string;
  main?: string;
  exports?: Record<string, string>;
}

/** The folders of the shared packages (`shared/<name>/package.json`). */
export const sharedPackages = (root: string): string[] =>
  readdirSync(join(root, 'shared'))
    .map((dir) => join(root, 'shared', dir))
    .filter((dir) => existsSync(join(dir, 'package.json')));

const readPackage = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;

/** The entries a section may import: every export but the test helpers and wildcards. */
export function publicEntries(dir: string): Record<string, string> {
  const pkg = readPackage(dir);
  const exported = pkg.exports ?? { '.': pkg.main ?? './src/index.ts' };
  return Object.fromEntries(
    Object.entries(exported)
      .filter(([name]) => !name.includes('*') && name !== './testing')
      .map(([name, file]) => [name, join(dir, file)]),
  );
}

/** An export as the record lists it: `type X` for a type only, else its name. */
function exportName(checker: ts.TypeChecker, exported: ts.Symbol): string {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  return symbol.flags & ts.SymbolFlags.Value ? exported.name : `type ${exported.name}`;
}

/** The hash of the device contract's description, the version line aside (it follows the package's). */
export function contractHash(document: { info?: unknown }): string {
  const { info: _version, ...contract } = document;
  return createHash('sha256').update(JSON.stringify(contract)).digest('hex');
}

/** The surface of the package in `dir` as `program` sees it (the program must include its entries). */
export function surfaceOf(program: ts.Program, root: string, dir: string, contract?: string): Surface {
  const checker = program.getTypeChecker();
  const { name, version } = readPackage(dir);
  const exports: Record<string, string[]> = {};
  for (const [entry, file] of Object.entries(publicEntries(dir))) {
    const source = program.getSourceFile(file);
    const module = source && checker.getSymbolAtLocation(source);
    if (!source || !module) throw new Error(`${name}: ${relative(root, file)} is not in the typecheck's program`);
    exports[entry] = checker
      .getExportsOfModule(module)
      .map((symbol) => exportName(checker, symbol))
      .sort();
  }
  return { name, version, exports, ...(contract ? { contract } : {}) };
}

export const recordFile = (dir: string) => join(dir, 'surface.json');

/** The surface recorded with the package's version, if any. */
export function recordedSurface(dir: string): Surface | undefined {
  const file = recordFile(dir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Surface) : undefined;
}

/** What differs between two surfaces, for the message: entries whose exports changed, and the contract. */
function differences(now: Surface, recorded: Surface): string[] {
  const entries = Object.keys({ ...now.exports, ...recorded.exports }).filter(
    (e) => JSON.stringify(now.exports[e]) !== JSON.stringify(recorded.exports[e]),
  );
  return [...entries.map((e) => `exports of ${e}`), ...(now.contract !== recorded.contract ? ['the device contract'] : [])];
}

/**
 * What is wrong between a package's surface and its record: a surface that changed under the
 * version it was recorded with (bump the version), or a record not made for the version now
 * in package.json (record it). Nothing when the record is the surface of this version.
 */
export function surfaceProblem(now: Surface, recorded: Surface | undefined): string | undefined {
  if (!recorded) return `${now.name}: no surface.json; run npm run surface:record`;
  if (recorded.version !== now.version) {
    return `${now.name}: version ${now.version}, but surface.json was recorded for ${recorded.version}; run npm run surface:record`;
  }
  const changed = differences(now, recorded);
  if (changed.length === 0) return undefined;
  return (
    `${now.name}: ${changed.join(' and ')} changed under version ${now.version}: bump the version in its package.json ` +
    '(semver: an added export or call is minor, a removed or changed one major), then run npm run surface:record'
  );
}
