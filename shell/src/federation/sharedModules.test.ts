import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { declaredRanges, requiredFromHost, sharedModules } from '../../../build/sharedLibraries';

const root = join(__dirname, '../../..');
const versionOf = (dir: string) => (JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as { version: string }).version;
const goformVersion = versionOf('shared/goform');
const uiVersion = versionOf('shared/ui');

// Only the shared configuration is under test, not the bundler (ESM, not loadable by jest).
jest.mock('@rspack/core', () => ({ rspack: {} }));
jest.mock('@module-federation/enhanced/rspack', () => ({ ModuleFederationPlugin: class {} }));

/**
 * How the build shares libraries (docs/sections.md "Version rules"). A remote release may use
 * any export of a shared library, so no library is shared through a list of the exports the
 * shell happens to import (such a remote would get `undefined` at run time). Two are trimmed
 * by the parts a section cannot use in the browser: react-router's server and framework-mode
 * exports (stubs that throw), zod's locale bundles.
 */
const repo = join(__dirname, '../../..');

describe('shared modules', () => {
  it('shares react-router-dom, react-i18next, react-redux and Redux Toolkit whole, in the shell and in every remote', () => {
    for (const shared of [sharedModules('host'), sharedModules('remote')]) {
      for (const key of ['react-router-dom', 'react-i18next', 'react-redux', '@reduxjs/toolkit', '@reduxjs/toolkit/']) {
        expect(shared[key]).toMatchObject({ singleton: true });
        expect(shared[key]?.import).toBeUndefined();
      }
      expect(shared['react-router']).toMatchObject({ singleton: true, import: expect.stringMatching(/react-router\.shared\.mjs$/) });
    }
  });

  it.each([
    ['react-router', 'react-router.shared.mjs'],
    ['zod', 'zod.shared.mjs'],
    ['zod/v4/core', 'zod-core.shared.mjs'],
  ])('%s is shared with all its exports (%s re-exports it whole and replaces only names it really has)', (pkg, file) => {
    const text = readFileSync(join(__dirname, file), 'utf8');
    expect(text).toMatch(/^export \* from '[^']+';$/m);
    const replaced = [...text.matchAll(/^export const (\w+)/gm)].map((m) => m[1]!);
    expect(replaced.length).toBeGreaterThan(0);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const real = Object.keys(require(pkg) as object);
    expect(replaced.filter((name) => !real.includes(name))).toEqual([]);
  });

  it("names the console's re-exporting modules relative to the app, never by the checkout's absolute path", () => {
    const remote = sharedModules('remote', true, {}, join(root, 'remotes', 'users'));
    expect(remote.zod?.import).toBe('../../shell/src/federation/zod.shared.mjs');
    expect(sharedModules('host', true, {}, join(root, 'shell'))['react-router']?.import).toBe('./src/federation/react-router.shared.mjs');
  });

  it('shares the pure libraries remotes used to bundle themselves (zod, its form resolver) once, not as singletons', () => {
    const remote = sharedModules('remote', true, {});
    expect(remote.zod).toMatchObject({ singleton: false, import: expect.stringMatching(/zod\.shared\.mjs$/) });
    expect(remote['@hookform/resolvers/zod']).toMatchObject({ singleton: false });
    // A remote keeps its own copy of them as the fallback: only the @tac packages come from the shell alone.
    expect(Object.entries(remote).filter(([, c]) => c.import === false).map(([key]) => key).sort()).toEqual([
      '@tac/goform',
      '@tac/goform/core',
      '@tac/i18n',
      '@tac/section',
      '@tac/ui',
      '@tac/ui/core',
    ]);
  });

  it("takes a remote's library ranges from its own package.json, and of the @tac packages the version it is built against", () => {
    const declared = declaredRanges(join(repo, 'remotes/users'));
    expect(declared).toMatchObject({ papaparse: expect.any(String) });
    expect(Object.keys(declared).filter((name) => name.startsWith('@tac/'))).toEqual([]);
    const remote = sharedModules('remote', true, { ...declared, react: '^19.3.0' });
    expect(remote['@tac/goform']).toEqual({ singleton: true, requiredVersion: `^${goformVersion}`, import: false });
    expect(remote['@tac/ui/core']?.requiredVersion).toBe(`^${uiVersion}`);
    expect(remote['react/']?.requiredVersion).toBe('^19.3.0');
    const host = sharedModules('host');
    expect(host['@tac/ui']).toEqual({ singleton: true, requiredVersion: `^${uiVersion}`, version: uiVersion });
  });

  it("lists in section.json what the remote needs the shell to provide: its singletons and the @tac packages, by package", () => {
    const requires = requiredFromHost(sharedModules('remote', true, { '@tac/ui': '^1.2.0' }));
    expect(requires).toMatchObject({ '@tac/ui': '^1.2.0', '@tac/goform': `^${goformVersion}`, react: expect.any(String), 'react-router': expect.any(String) });
    expect(requires).not.toHaveProperty('zod');
    expect(requires).not.toHaveProperty('react/');
  });
});
