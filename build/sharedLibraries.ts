import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { installedVersion, root, workspaceVersion } from './workspace';

// The shared-library policy of every build (DESIGN §2): what the console shares through Module
// Federation, in which versions, and what a remote therefore needs the shell to provide.

const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

const range = (pkg: string): string => {
  const version = rootPkg.dependencies[pkg];
  if (!version) throw new Error(`shared dependency ${pkg} is not pinned in the root package.json`);
  return version;
};

/** The console's own shared packages and their folders: their version is their package.json's. */
const WORKSPACE_PACKAGES: Record<string, string> = {
  '@tac/goform': 'shared/goform',
  '@tac/ui': 'shared/ui',
  '@tac/i18n': 'shared/i18n',
  '@tac/section': 'shared/section',
};

/** The package a shared key belongs to: 'react/' → react, '@tac/ui/core' → @tac/ui, '@hookform/resolvers/zod' → @hookform/resolvers. */
export const packageOf = (key: string): string => {
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
};

export type SharedConfig = { singleton: boolean; requiredVersion: string; import?: string | false; version?: string };

/**
 * The ranges of shared libraries a remote declares in its own package.json (`dependencies`),
 * e.g. `"zod": "^4.1.0"`. Not its `@tac/*` ranges: those say what npm links, while a section
 * needs the version of each `@tac` package it was built against (`sharedModules`), since it may
 * use anything that version added.
 */
export function declaredRanges(dir: string): Record<string, string> {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const libraries = Object.entries(pkg.dependencies ?? {}).filter(([name]) => !(name in WORKSPACE_PACKAGES));
  return Object.fromEntries(libraries);
}

/**
 * What the console shares through Module Federation (DESIGN §2), one key per module
 * specifier the sources import.
 *
 * Singletons (one copy at run time: one React, one router, one store, one i18n instance,
 * one form context, one Chakra inside @tac/ui): the react family, react-router(-dom),
 * react-redux, @reduxjs/toolkit, @emotion/react, i18next, react-i18next, react-hook-form
 * and the `@tac/*` packages. Subpath entries ('react/' …) keep react-dom/client,
 * jsx-runtime and RTK's /query from being bundled twice. @chakra-ui/react is deliberately
 * absent: it travels inside @tac/ui, which re-exports only what the console uses.
 * `@tac/goform/core` and `@tac/ui/core` are the light halves the login page needs; the
 * full packages re-export them through these keys, so each has one instance. Production
 * remotes take every `@tac/*` entry from the shell (`import: false`): Chakra is compiled
 * only into the shell.
 *
 * Pure libraries (no state of their own: zod, the zod resolver of react-hook-form) are
 * shared without `singleton`: a remote uses the shell's copy when its version satisfies
 * the remote's range, and its own copy (built into it as the fallback) otherwise.
 *
 * Every package is shared whole (a remote may use any export of it, not only those the
 * shell imports), but for two trimmed where a part cannot serve a section in the browser:
 * react-router without its server and framework-mode exports, zod without its locale
 * bundles (./shell/src/federation/*.shared.mjs). Versions: the host provides its installed (or workspace) version and
 * requires the root package.json's range; a remote requires the range its own
 * package.json declares (`declared`), else the root's, and of each `@tac` package the version
 * it is built against (`^<version>`): a section built on a newer @tac/goform than a shell
 * provides is refused by that shell by name, before any of its code runs.
 */
export function sharedModules(
  kind: 'host' | 'remote' = 'host',
  production = true,
  declared: Record<string, string> = {},
  context = root,
): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  const add = (key: string, singleton = true) => {
    const pkg = packageOf(key);
    const workspace = WORKSPACE_PACKAGES[pkg];
    const own = workspace ? workspaceVersion(workspace) : installedVersion(pkg);
    // react-router-dom 7 is a thin re-export of react-router; they move together.
    const fallbackRange = workspace ? `^${own}` : range(pkg === 'react-router' ? 'react-router-dom' : pkg);
    const requiredVersion = kind === 'remote' ? (declared[pkg] ?? fallbackRange) : fallbackRange;
    const fromHost = Boolean(workspace) && kind === 'remote' && production;
    shared[key] = { singleton, requiredVersion, ...(fromHost ? { import: false as const } : { version: own }) };
  };
  /**
   * Shared through a module of the console that re-exports the package (shell/src/federation/<file>),
   * named relative to the app's folder: Module Federation writes the request into the bundle, and a
   * checkout's absolute path has no business in what the device serves.
   */
  const through = (key: string, file: string) => {
    const request = relative(context, join(root, 'shell/src/federation', file)).split(sep).join('/');
    shared[key] = { ...shared[key]!, import: request.startsWith('.') ? request : `./${request}` };
  };
  for (const pkg of ['react', 'react-dom', '@reduxjs/toolkit', '@emotion/react']) {
    add(pkg);
    add(`${pkg}/`);
  }
  for (const pkg of ['react-router', 'react-router-dom', 'react-redux', 'i18next', 'react-i18next', 'react-hook-form']) add(pkg);
  for (const key of Object.keys(WORKSPACE_PACKAGES)) add(key);
  add('@tac/goform/core');
  add('@tac/ui/core');
  for (const key of ['zod', '@hookform/resolvers/zod']) add(key, false);
  through('zod', 'zod.shared.mjs');
  through('react-router', 'react-router.shared.mjs');
  return shared;
}

/**
 * What a remote needs the shell to provide, by package: the ranges of its singletons and of
 * what it takes from the shell (`import: false`); the shell refuses the section at load when
 * its own version does not satisfy one (shell/src/federation/versions.ts). Pure libraries
 * are left out: the remote brings its own copy of those.
 */
export function requiredFromHost(shared: Record<string, SharedConfig>): Record<string, string> {
  const requires: Record<string, string> = {};
  for (const [key, config] of Object.entries(shared)) {
    if (config.singleton || config.import === false) requires[packageOf(key)] = config.requiredVersion;
  }
  return requires;
}
