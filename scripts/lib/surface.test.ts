import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { contractHash, surfaceOf, surfaceProblem, type Surface } from './surface';

/** A shared package on disk: its package.json and sources, read by a program of its own. */
function packageWith(files: Record<string, string>, exports: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'tac-surface-'));
  const dir = join(root, 'shared', 'demo');
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: '@tac/demo', version: '1.2.0', exports }));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'src', name), text);
  const program = ts.createProgram(Object.keys(files).map((name) => join(dir, 'src', name)), { strict: true, noEmit: true });
  return { root, dir, program };
}

describe("a shared package's surface", () => {
  it('lists what each public entry exports, types apart, and leaves the test helpers out', () => {
    const { root, dir, program } = packageWith(
      {
        'index.ts': "export const ready = 1;\nexport type Shape = { a: string };\nexport { helper } from './more';\nconst hidden = 2;\nvoid hidden;\n",
        'more.ts': 'export function helper(): number {\n  return 1;\n}\n',
        'testing.ts': 'export const fake = 1;\n',
      },
      { '.': './src/index.ts', './more': './src/more.ts', './testing': './src/testing.ts' },
    );
    try {
      expect(surfaceOf(program, root, dir)).toEqual({
        name: '@tac/demo',
        version: '1.2.0',
        exports: { '.': ['helper', 'ready', 'type Shape'], './more': ['helper'] },
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("hashes the device contract without its version line, which follows the package's", () => {
    const paths = { '/goform/x': { post: {} } };
    expect(contractHash({ info: { version: '1.0.0' }, paths } as never)).toBe(contractHash({ info: { version: '2.0.0' }, paths } as never));
    expect(contractHash({ paths } as never)).not.toBe(contractHash({ paths: { '/goform/y': { post: {} } } } as never));
  });
});

describe('what a changed surface asks for', () => {
  const recorded: Surface = { name: '@tac/demo', version: '1.2.0', exports: { '.': ['a', 'type B'] }, contract: 'c1' };

  it('nothing while the surface is the one recorded with the version', () => {
    expect(surfaceProblem({ ...recorded }, recorded)).toBeUndefined();
  });

  it('a version bump when an export or the contract changed under the same version', () => {
    expect(surfaceProblem({ ...recorded, exports: { '.': ['a', 'added', 'type B'] } }, recorded)).toMatch(
      /^@tac\/demo: exports of \. changed under version 1\.2\.0: bump the version/,
    );
    expect(surfaceProblem({ ...recorded, contract: 'c2' }, recorded)).toMatch(/the device contract changed under version 1\.2\.0/);
  });

  it('a new record once the version moved, and one where there is none', () => {
    expect(surfaceProblem({ ...recorded, version: '1.3.0', contract: 'c2' }, recorded)).toBe(
      '@tac/demo: version 1.3.0, but surface.json was recorded for 1.2.0; run npm run surface:record',
    );
    expect(surfaceProblem(recorded, undefined)).toBe('@tac/demo: no surface.json; run npm run surface:record');
  });
});
