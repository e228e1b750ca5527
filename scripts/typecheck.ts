/**
 * `npm test`'s typecheck, one program for two checks:
 * - the project's type errors, as `tsc -p . --noEmit` reports them;
 * - each shared package's public surface against the one recorded with its version
 *   (`shared/<pkg>/surface.json`, scripts/lib/surface.ts): a surface that changed under the same
 *   version fails, so a section can trust that a version names what it builds on; and a version
 *   bumped in package.json but not in package-lock.json (npm ci would install the old one's record).
 *
 *   npx tsx scripts/typecheck.ts            both checks (exit 1 on either)
 *   npm run surface:record                  record the surfaces of the versions in package.json;
 *                                           refuses a changed surface under an unchanged version
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { openApiDocument } from '@tac/goform/contract/openapi';
import { contractHash, recordedSurface, recordFile, sharedPackages, surfaceOf, surfaceProblem } from './lib/surface';

const root = join(__dirname, '..');
const record = process.argv.includes('--record');

const host: ts.ParseConfigFileHost = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => report([d]) };
const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), { noEmit: true }, host);
if (!config) process.exit(1);
const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, projectReferences: config.projectReferences });

function report(diagnostics: readonly ts.Diagnostic[]): void {
  if (diagnostics.length === 0) return;
  const formatHost: ts.FormatDiagnosticsHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  process.stdout.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
}

const lockfile = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };

let failed = false;
for (const dir of sharedPackages(root)) {
  const now = surfaceOf(program, root, dir, dir.endsWith(join('shared', 'goform')) ? contractHash(openApiDocument()) : undefined);
  const locked = lockfile.packages[relative(root, dir)]?.version;
  if (locked !== now.version) {
    console.error(`${now.name}: package.json says ${now.version}, package-lock.json ${locked}: run npm install to record the version`);
    failed = true;
  }
  const recorded = recordedSurface(dir);
  const problem = surfaceProblem(now, recorded);
  if (!problem) continue;
  if (record && !(recorded && recorded.version === now.version)) {
    writeFileSync(recordFile(dir), `${JSON.stringify(now, null, 2)}\n`);
    console.log(`recorded the surface of ${now.name} ${now.version}`);
  } else {
    console.error(problem);
    failed = true;
  }
}
if (!record) {
  const diagnostics = ts.getPreEmitDiagnostics(program);
  report(diagnostics);
  failed ||= diagnostics.length > 0;
}
process.exit(failed ? 1 : 0);
