import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkAll } from '../shared/i18n/catalogue/catalogue';
import { copyRepo, repoRoot } from './lib/repoCopy';

/**
 * `npm run new:remote` in a temporary copy of the repository: the remote it makes passes its own
 * test, lint and typecheck, builds on its own into a section the shell can list, is what the
 * catalogue check and `npm ci` expect; `npm run remove:remote` takes every trace of it away again.
 * (That the built section loads and routes in the running console: e2e/specs/remote-release.spec.ts.)
 */
jest.setTimeout(240_000);

const ID = 'guest-book';
let copy: string;

const read = (file: string) => readFileSync(join(copy, file), 'utf8');
const json = <T,>(file: string) => JSON.parse(read(file)) as T;
const brands = () => readdirSync(join(copy, 'shell/brands')).filter((f) => f.endsWith('.json'));
const bin = (path: string) => join(repoRoot, 'node_modules', path);

/** Runs a command in the copy; its output is the failure message when it fails. */
function run(command: string, args: string[], env: Record<string, string> = {}): string {
  const result = spawnSync(command, args, { cwd: copy, encoding: 'utf8', env: { ...process.env, ...env } });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) throw new Error(`${[command, ...args].join(' ')} exited ${result.status}:\n${output}`);
  return output;
}

/** Every file of the copy (node_modules aside) with a hash of its content. */
function tree(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(copy, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isFile() || path.includes('/node_modules/')) continue;
    files[path.slice(copy.length + 1)] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return files;
}
let before: Record<string, string>;

beforeAll(() => {
  copy = copyRepo();
  before = tree();
});
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('npm run new:remote', () => {
  let said: string;
  beforeAll(() => {
    said = run(process.execPath, ['scripts/new-remote.mjs', ID, '--brand', 'tac,nordic']);
  });

  it('makes one folder and one registry line per brand asked for, with its own dev port', () => {
    expect(existsSync(join(copy, 'remotes', ID, 'src/screens/Overview/Overview.test.tsx'))).toBe(true);
    const lines = Object.fromEntries(brands().map((f) => [f, json<{ remotes: string[] }>(`shell/brands/${f}`).remotes.includes(ID)]));
    expect(lines).toEqual({ 'attendo.json': false, 'nordic.json': true, 'securo.json': false, 'tac.json': true });
    const ports = readdirSync(join(copy, 'remotes')).map((r) => json<{ config: { devPort: number } }>(`remotes/${r}/package.json`).config.devPort);
    expect(new Set(ports).size).toBe(ports.length);
    expect(json<{ config: { devPort: number } }>(`remotes/${ID}/package.json`).config.devPort).toBe(Math.max(...ports));
  });

  it('writes English in every language and says what its team must translate, as the catalogue check does', () => {
    const reports = checkAll(copy);
    expect(reports.map((r) => r.lang).sort()).toEqual(readdirSync(join(copy, `remotes/${ID}/src/locales`)).filter((f) => f.endsWith('.json')).map((f) => f.replace('.json', '')).sort());
    const keys = [`${ID}:section.title`, `${ID}:menu.overview`, `${ID}:overview.title`, `${ID}:overview.intro`];
    for (const report of reports) {
      expect({ ...report, untranslated: report.untranslated.filter((k) => k.startsWith(`${ID}:`)) }).toEqual({
        lang: report.lang,
        missing: [],
        extra: [],
        placeholders: [],
        untranslated: report.lang === 'en' ? [] : keys,
      });
    }
    expect(said).toMatch(/Translate before merging/);
    for (const key of ['section.title', 'menu.overview', 'overview.title', 'overview.intro']) expect(said).toContain(key);
  });

  it('leaves npm ci working: the lockfile lists the new workspace', () => {
    // npm ci in a copy of the manifests only (no node_modules of ours for it to replace).
    const manifests = copyRepo({ nodeModules: false, only: (f) => /(^|\/)package(-lock)?\.json$/.test(f) });
    try {
      writeFileSync(join(manifests, 'package-lock.json'), read('package-lock.json'));
      const dir = join(manifests, 'remotes', ID);
      execFileSync('mkdir', ['-p', dir]);
      writeFileSync(join(dir, 'package.json'), read(`remotes/${ID}/package.json`));
      const ci = spawnSync('npm', ['ci', '--dry-run', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
        cwd: manifests,
        encoding: 'utf8',
      });
      // npm's complaint, if any, shows in the failure.
      expect({ status: ci.status, stderr: ci.stderr }).toEqual({ status: 0, stderr: expect.any(String) });
    } finally {
      rmSync(manifests, { recursive: true, force: true });
    }
  });

  it("passes its own component test, lint and typecheck", () => {
    expect(run(process.execPath, [bin('jest/bin/jest.js'), '--ci', '-w', '1', '--selectProjects', `remotes/${ID}`])).toMatch(/Tests:\s+2 passed, 2 total/);
    run(process.execPath, [bin('eslint/bin/eslint.js'), `remotes/${ID}`]);
    // The root tsconfig covers remotes/*; only the new folder (and what it imports) is checked here.
    writeFileSync(join(copy, 'tsconfig.new-remote.json'), JSON.stringify({ extends: './tsconfig.json', include: [`remotes/${ID}`, 'types'] }));
    run(process.execPath, [bin('typescript/bin/tsc'), '-p', 'tsconfig.new-remote.json', '--noEmit']);
  });

  it('builds on its own into a section the shell can list: its entry, manifest and descriptor with texts', () => {
    const out = join(copy, 'out');
    run(process.execPath, [bin('@rspack/cli/bin/rspack.js'), 'build', '--config', `remotes/${ID}/rspack.config.ts`], { NODE_ENV: 'production', OUT_DIR: out });
    const built = join(out, 'remotes', ID);
    expect(existsSync(join(built, 'remoteEntry.js'))).toBe(true);
    expect(JSON.parse(readFileSync(join(built, 'mf-manifest.json'), 'utf8'))).toMatchObject({ name: 'guest_book' });
    expect(JSON.parse(readFileSync(join(built, 'section.json'), 'utf8'))).toMatchObject({
      id: ID,
      permission: 'basicSetting',
      base: { path: '/guestBook' },
      menu: [{ path: '/guestBook/overview', labelKey: `${ID}:menu.overview` }],
      paths: ['/guestBook/overview'],
      messages: { en: { section: { title: 'Guest Book' }, menu: { overview: 'Overview' } } },
    });
  });
});

describe('npm run remove:remote', () => {
  it('takes away the folder, its registry lines and lockfile entries: the checkout is as it was before', () => {
    run(process.execPath, ['scripts/remove-remote.mjs', ID]);
    rmSync(join(copy, 'out'), { recursive: true, force: true });
    rmSync(join(copy, 'tsconfig.new-remote.json'), { force: true });
    expect(existsSync(join(copy, 'remotes', ID))).toBe(false);
    expect(tree()).toEqual(before);
  });

  it('removes a real remote too: no brand lists it, the lockfile and the catalogue check have no trace of it', () => {
    run(process.execPath, ['scripts/remove-remote.mjs', 'machine']);
    expect(brands().filter((f) => json<{ remotes: string[] }>(`shell/brands/${f}`).remotes.includes('machine'))).toEqual([]);
    expect(read('package-lock.json')).not.toContain('remotes/machine');
    expect(checkAll(copy).flatMap((r) => [...r.missing, ...r.extra, ...r.untranslated])).toEqual([]);
    const identical = readdirSync(join(copy, 'shared/i18n/identical')).flatMap((f) => json<string[]>(`shared/i18n/identical/${f}`));
    expect(identical.filter((k) => k.startsWith('machine:'))).toEqual([]);
  });
});
