import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Compiler } from '@rspack/core';
import type { EmittedDescriptor, RegistryEntry, SectionDescriptor } from '@tac/section';

/** One factory for every app's build (DESIGN §1, §2): the shell (host) and each remotes/<id>. */
export interface AppConfigOptions {
  /** App id: 'shell' or the remote's folder name (e.g. 'basic-setup'). */
  name: string;
  kind: 'host' | 'remote';
  /** The app's folder (its rspack.config.ts's __dirname). */
  dir: string;
  /** Remotes expose exactly './section' (DESIGN §2). */
  exposes?: Record<string, string>;
  /** Dev-server port. */
  port: number;
  /** '/' for the shell; remotes find their own ('auto'), wherever the registry points. */
  publicPath?: string;
  /** Remote only: what the section is, emitted as section.json beside its mf-manifest.json. */
  descriptor?: SectionDescriptor;
  /** Host only: the brand profile chosen with BRAND (title, favicon). */
  brand?: { id: string; title: string; favicon: string };
  /** Host only: the brand's default registry (remotes.json): its remotes that exist, in menu order. */
  registry?: RegistryEntry[];
  /** Extra dev-server proxies (the shell forwards /remotes/<id> to each remote's dev server). */
  proxy?: { context: string[]; target: string; pathRewrite?: Record<string, string> }[];
}

const root = __dirname;

/** Emits one JSON file into the build's output. */
class EmitJsonPlugin {
  constructor(
    private readonly file: string,
    private readonly content: () => unknown,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(EmitJsonPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap({ name: EmitJsonPlugin.name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(this.file, new rspack.sources.RawSource(`${JSON.stringify(this.content())}\n`));
      });
    });
  }
}

/** The console's first-load list beside login.html's folder (shell/src/login/prefetchConsole.ts reads it). */
export const CONSOLE_FILES = 'console-files.json';
/**
 * The console's own chunk groups on its way to the first screen: its start-up (which needs
 * the shared libraries next), then those it loads once started.
 */
const START_GROUP = 'console-bootstrap';
const STARTED_GROUPS = ['console-federation', 'console-layout', 'console-toasts'];

/**
 * console-files.json: what the console (the shell's `app` entry) loads before its first
 * screen, for the login page to prefetch while the visitor looks at the form: the entry,
 * its start-up and started chunk groups (named console-*) and the libraries it shares,
 * less those the login page itself offers (`offered`: the console takes them from the
 * page). Read from the build, so it follows every change of the chunks; the MF manifest
 * is emitted before this stage.
 */
class ConsoleFilesPlugin {
  constructor(private readonly offered: readonly string[]) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(ConsoleFilesPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap({ name: ConsoleFilesPlugin.name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        // In the order the console needs them: where the browser fetches them one after another
        // (the visitor types at once), the head of the chain comes first.
        const files = new Set(compilation.entrypoints.get('app')?.getFiles() ?? []);
        const addGroup = (name: string) => {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) throw new Error(`${CONSOLE_FILES}: the shell has no chunk named ${name} (webpackChunkName) any more`);
          group.getFiles().forEach((f) => files.add(f));
        };
        addGroup(START_GROUP);
        const manifest = compilation.getAsset('mf-manifest.json');
        if (!manifest) throw new Error(`${CONSOLE_FILES}: no mf-manifest.json to read the shared libraries from`);
        const { shared } = JSON.parse(manifest.source.source().toString()) as { shared: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[] };
        for (const lib of shared) if (!this.offered.includes(lib.name)) [...lib.assets.js.sync, ...lib.assets.css.sync].forEach((f) => files.add(f));
        STARTED_GROUPS.forEach(addGroup);
        const list = [...files].filter((f) => /\.(js|css)$/.test(f));
        const entry = list[0];
        if (!entry?.endsWith('.js')) throw new Error(`${CONSOLE_FILES}: the app entry has no script`);
        compilation.emitAsset(CONSOLE_FILES, new rspack.sources.RawSource(`${JSON.stringify({ entry, files: list })}\n`));
      });
    });
  }
}

/**
 * section.json: the descriptor, the remote's version, what it needs the shell to provide
 * (package → range) and per language the texts the shell shows before the remote's code
 * loads (its namespace's `section` and `menu`).
 */
function emittedDescriptor(dir: string, descriptor: SectionDescriptor, requires: Record<string, string>): EmittedDescriptor {
  const localeDir = join(dir, 'src', 'locales');
  const messages: EmittedDescriptor['messages'] = {};
  for (const file of readdirSync(localeDir).filter((f) => f.endsWith('.json'))) {
    const all = JSON.parse(readFileSync(join(localeDir, file), 'utf8')) as Record<string, unknown>;
    messages[basename(file, '.json')] = { section: all.section, menu: all.menu };
  }
  return { ...descriptor, version: workspaceVersion(relative(root, dir)), requires, messages };
}
const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/**
 * A remote's dev-server port is its own (`config.devPort` in remotes/<id>/package.json), so the
 * shell's dev proxy finds each remote without a list to keep here (3000 is the shell).
 */
export const remoteDevPort = (id: string): number => {
  const pkgFile = join(root, 'remotes', id, 'package.json');
  const port = (JSON.parse(readFileSync(pkgFile, 'utf8')) as { config?: { devPort?: unknown } }).config?.devPort;
  if (typeof port !== 'number') throw new Error(`no dev port for remote ${id}: set config.devPort in remotes/${id}/package.json`);
  return port;
};

/** Federated container names must be JS identifiers: 'basic-setup' → 'basic_setup'. */
export const federationName = (id: string): string => id.replace(/[^A-Za-z0-9_]/g, '_');

const range = (pkg: string): string => {
  const version = rootPkg.dependencies[pkg];
  if (!version) throw new Error(`shared dependency ${pkg} is not pinned in the root package.json`);
  return version;
};

const installedVersion = (pkg: string): string =>
  (JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;

const workspaceVersion = (dir: string): string =>
  (JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as { version: string }).version;

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

type SharedConfig = { singleton: boolean; requiredVersion: string; import?: string | false; version?: string };

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

/** No inline scripts anywhere: the device's Content-Security-Policy forbids them. */
const htmlTemplate = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title><%= title %></title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** The login page's build writes login.html and login/ beside the shell's files (createLoginPageConfig). */
const LOGIN_DIR = 'login';

/**
 * What the shell's clean keeps: the remotes built before it and the login page built after
 * it (in watch mode, after it the first time). rspack asks with absolute paths; keeping the
 * output folder itself would keep everything.
 */
const keepBesideShell =
  (outputPath: string) =>
  (path: string): boolean => {
    const rel = relative(outputPath, path);
    return ['remotes', LOGIN_DIR].some((dir) => rel === dir || rel.startsWith(`${dir}${sep}`)) || rel === 'login.html';
  };


/**
 * How every build reads the console's sources: TypeScript/TSX through swc, images as files
 * (or, for the login page, inline: its logo then paints with the page, no request of its own).
 */
function sourceHandling(production: boolean, images: 'asset/resource' | 'asset/inline' = 'asset/resource'): Pick<Configuration, 'resolve' | 'module'> {
  return {
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.(svg|png|jpe?g|gif|webp)$/, type: images },
      ],
    },
  };
}

const distRootOf = () => (process.env.OUT_DIR ? resolve(process.env.OUT_DIR) : join(root, 'dist'));

export function createConfig(options: AppConfigOptions): Configuration {
  const { name, kind, dir, exposes, port, brand, registry, descriptor, proxy } = options;
  const publicPath = options.publicPath ?? 'auto';
  const production = process.env.NODE_ENV !== 'development';
  const fedName = federationName(name);
  const shared = sharedModules(kind, production, kind === 'remote' ? declaredRanges(dir) : {}, dir);
  // OUT_DIR (scripts/build.mjs passes it through) builds elsewhere than dist/, e.g. to measure
  // without disturbing a running e2e.
  const distRoot = distRootOf();
  const outputPath = kind === 'host' ? distRoot : join(distRoot, 'remotes', name);

  const plugins: Configuration['plugins'] = [
    new ModuleFederationPlugin({
      name: fedName,
      filename: kind === 'remote' ? 'remoteEntry.js' : undefined,
      exposes: kind === 'remote' ? exposes : undefined,
      // Remotes are registered at run time from the brand profile, never at build time.
      remotes: {},
      shared,
      shareStrategy: 'loaded-first',
      // Started by the login page, the console takes the libraries the page has loaded.
      runtimePlugins: kind === 'host' ? [join(root, 'shell/src/federation/loginLibrariesPlugin.ts')] : [],
      experiments: {
        asyncStartup: true,
        // Production remotes use the shell's MF runtime instead of shipping their own
        // (~35 KB gzip each); a remote's standalone dev host keeps its own.
        provideExternalRuntime: kind === 'host',
        externalRuntime: kind === 'remote' && production,
        // Browser-only runtime: the MF runtime drops its Node.js loading paths (~2 kB gzip on /login).
        optimization: { target: 'web' },
      },
      manifest: true,
      dts: false,
    }),
    new rspack.DefinePlugin({
      'process.env.BRAND': JSON.stringify(brand?.id ?? process.env.BRAND ?? 'tac'),
    }),
  ];
  if (descriptor) plugins.push(new EmitJsonPlugin('section.json', () => emittedDescriptor(dir, descriptor, requiredFromHost(shared))));
  if (registry) plugins.push(new EmitJsonPlugin('remotes.json', () => ({ remotes: registry })));
  if (kind === 'host' && production) plugins.push(new ConsoleFilesPlugin(Object.keys(loginLibraryVersions())));
  // The shell always gets an HTML page; a remote only for its standalone dev host.
  if (kind === 'host' || !production) {
    plugins.push(
      new rspack.HtmlRspackPlugin({
        templateContent: htmlTemplate,
        templateParameters: { title: brand?.title ?? name },
        favicon: brand ? resolve(dir, 'brands', brand.favicon) : undefined,
        scriptLoading: 'defer',
      }),
    );
  }

  return {
    name,
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'cheap-module-source-map',
    target: ['web', 'es2022'],
    // A production remote is only its container (remoteEntry.js + exposed chunks). The shell's
    // entry is app.[hash].js: the login page finds its name in console-files.json (shell/src/login/consoleFiles.ts).
    entry: kind === 'remote' && production ? {} : { [kind === 'host' ? 'app' : 'main']: './src/index.ts' },
    output: {
      path: outputPath,
      publicPath,
      uniqueName: fedName,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: production ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
      // Remotes build into dist/remotes/<id> before the shell; the shell must not wipe them.
      clean: kind === 'host' ? { keep: keepBesideShell(outputPath) } : true,
    },
    ...sourceHandling(production),
    optimization: {
      minimize: production,
      // Each shared package is its own chunk group; below rspack's default 20 kB a module they
      // have in common (reselect, @emotion/serialize) was copied into each of them.
      splitChunks: { minSize: 10_000 },
    },
    performance: { hints: false },
    plugins,
    devServer: {
      port,
      // /login is the login page's own document (createLoginPageConfig); every other client route is the console's.
      historyApiFallback: { index: '/index.html', rewrites: [{ from: /^\/login\/?$/, to: '/login.html' }] },
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The device (npm start's emulator, or DEVICE_URL's terminal behind it) answers /goform.
      proxy: [{ context: ['/goform'], target: `http://localhost:${process.env.DEVICE_PORT ?? '8080'}` }, ...(proxy ?? [])],
      hot: false,
      liveReload: true,
    },
  };
}

/**
 * The installed versions of the libraries the login page offers the console, by share key
 * (shell/src/login/offerLibraries.ts): the console takes a library only at its own version.
 */
const loginLibraryVersions = (): Record<string, string> =>
  Object.fromEntries(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'i18next'].map((key) => [key, installedVersion(packageOf(key))]));

export interface LoginPageOptions {
  /** The shell's folder. */
  dir: string;
  brand: { id: string; title: string; favicon: string; theme: { colors: { brand: Record<string, string> }; fonts: { body: string } } };
  /** The page's stylesheet, inlined into login.html. */
  stylesheet: string;
  /** The shell's config name: the login page builds after it (same output folder). */
  after: string;
}

/** The brand's colours and font as the custom properties login.css reads. */
const brandProperties = ({ colors, fonts }: LoginPageOptions['brand']['theme']): string =>
  `:root{--brand-solid:${colors.brand['600']};--brand-fg:${colors.brand['700']};--brand-focus:${colors.brand['500']};--brand-font:${fonts.body}}`;

/** login.html: the page's whole stylesheet inline, so the form paints as soon as its markup does. */
const loginTemplate = `<!doctype html>
<html lang="en" data-page="login">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="<%= title %>" />
    <title><%= title %></title>
    <style><%= style %></style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * The /login page: an entry of its own, no federation host. It carries React, i18next and
 * the form; the console (its `app` entry) loads while the visitor types and takes over the page
 * after the sign-in (shell/src/login/handoff.ts).
 */
export function createLoginPageConfig({ dir, brand, stylesheet, after }: LoginPageOptions): Configuration {
  const production = process.env.NODE_ENV !== 'development';
  const style = brandProperties(brand.theme) + stylesheet.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s*\n\s*/g, '');
  return {
    name: 'login',
    dependencies: [after],
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'cheap-module-source-map',
    target: ['web', 'es2022'],
    entry: { login: './src/login/index.tsx' },
    output: {
      path: distRootOf(),
      publicPath: '/',
      uniqueName: 'login',
      filename: production ? `${LOGIN_DIR}/[name].[contenthash:8].js` : `${LOGIN_DIR}/[name].js`,
      chunkFilename: production ? `${LOGIN_DIR}/[name].[contenthash:8].js` : `${LOGIN_DIR}/[name].js`,
      assetModuleFilename: production ? `${LOGIN_DIR}/assets/[name].[contenthash:8][ext]` : `${LOGIN_DIR}/assets/[name][ext]`,
      clean: false,
    },
    ...sourceHandling(production, 'asset/inline'),
    optimization: { minimize: production },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.BRAND': JSON.stringify(brand.id), LOGIN_LIBRARY_VERSIONS: JSON.stringify(loginLibraryVersions()) }),
      new rspack.HtmlRspackPlugin({
        filename: 'login.html',
        templateContent: loginTemplate,
        templateParameters: { title: brand.title, style },
        favicon: resolve(dir, 'brands', brand.favicon),
        scriptLoading: 'defer',
      }),
    ],
  };
}
