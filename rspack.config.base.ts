import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Compiler } from '@rspack/core';
import type { EmittedDescriptor, RegistryEntry, SectionDescriptor } from './shell/src/federation/section';

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

/**
 * section.json: the descriptor, the remote's version, and per language the texts the shell
 * shows before the remote's code loads (its namespace's `section` and `menu`).
 */
function emittedDescriptor(dir: string, descriptor: SectionDescriptor): EmittedDescriptor {
  const localeDir = join(dir, 'src', 'locales');
  const messages: EmittedDescriptor['messages'] = {};
  for (const file of readdirSync(localeDir).filter((f) => f.endsWith('.json'))) {
    const all = JSON.parse(readFileSync(join(localeDir, file), 'utf8')) as Record<string, unknown>;
    messages[basename(file, '.json')] = { section: all.section, menu: all.menu };
  }
  return { ...descriptor, version: workspaceVersion(relative(root, dir)), messages };
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

type SharedConfig = { singleton: true; requiredVersion: string; import?: string | false; version?: string };

/**
 * The shared singletons of DESIGN §2. Subpath entries ('react/' …) keep react-dom/client,
 * jsx-runtime and RTK's /query from being bundled twice. @chakra-ui/react is deliberately
 * absent: it travels inside @tac/ui, which re-exports only what the console uses.
 *
 * `@tac/goform/core` and `@tac/ui/core` are the light halves the login page needs (no zod,
 * no react-hook-form, no heavy Chakra parts); `@tac/goform` and `@tac/ui` re-export them
 * through these shared keys, so each has one instance. Production remotes take every
 * `@tac/*` entry from the shell (`import: false`): Chakra is compiled only into the shell,
 * so there is one Chakra (one provider context) however the two halves load.
 */
export function sharedSingletons(kind: 'host' | 'remote' = 'host', production = true): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  const add = (key: string, requiredVersion: string, fromHost = false) => {
    shared[key] = { singleton: true, requiredVersion, ...(fromHost && kind === 'remote' && production ? { import: false } : {}) };
  };
  for (const pkg of ['react', 'react-dom', '@reduxjs/toolkit', '@emotion/react']) {
    add(pkg, range(pkg));
    add(`${pkg}/`, range(pkg));
  }
  // react-hook-form: a remote's own useForm/FormProvider must reach @tac/ui's fields through
  // one context, so a form library copy per remote would break them at run time.
  for (const pkg of ['react-router-dom', 'react-redux', 'i18next', 'react-i18next', 'react-hook-form']) add(pkg, range(pkg));
  // react-router-dom 7 is a thin re-export of react-router; they move together. What is
  // shared as 'react-router' is its client API only (shell/src/federation/react-router.shared.mjs).
  add('react-router', range('react-router-dom'));
  // A shared package is compiled whole; these are shared through the list of what the
  // console imports from them (shell/src/federation/*.shared.mjs), the rest tree-shaken.
  for (const [pkg, list] of [
    ['react-router', 'react-router'],
    ['react-i18next', 'react-i18next'],
    ['react-redux', 'react-redux'],
    ['@reduxjs/toolkit', 'redux-toolkit'],
  ] as const) {
    shared[pkg] = {
      ...shared[pkg]!,
      import: join(root, `shell/src/federation/${list}.shared.mjs`),
      version: installedVersion(pkg),
    };
  }
  for (const [pkg, dir] of [
    ['@tac/goform', 'shared/goform'],
    ['@tac/goform/core', 'shared/goform'],
    ['@tac/ui', 'shared/ui'],
    ['@tac/ui/core', 'shared/ui'],
    ['@tac/i18n', 'shared/i18n'],
  ] as const) {
    add(pkg, `^${workspaceVersion(dir)}`, true);
  }
  return shared;
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

/** rspack asks with absolute paths; keeping the output folder itself would keep everything. */
const keepRemotes =
  (outputPath: string) =>
  (path: string): boolean => {
    const rel = relative(outputPath, path);
    return rel === 'remotes' || rel.startsWith(`remotes${sep}`);
  };

export function createConfig(options: AppConfigOptions): Configuration {
  const { name, kind, dir, exposes, port, brand, registry, descriptor, proxy } = options;
  const publicPath = options.publicPath ?? 'auto';
  const production = process.env.NODE_ENV !== 'development';
  const fedName = federationName(name);
  // OUT_DIR (scripts/build.mjs passes it through) builds elsewhere than dist/, e.g. to measure
  // without disturbing a running e2e.
  const distRoot = process.env.OUT_DIR ? resolve(process.env.OUT_DIR) : join(root, 'dist');
  const outputPath = kind === 'host' ? distRoot : join(distRoot, 'remotes', name);

  const plugins: Configuration['plugins'] = [
    new ModuleFederationPlugin({
      name: fedName,
      filename: kind === 'remote' ? 'remoteEntry.js' : undefined,
      exposes: kind === 'remote' ? exposes : undefined,
      // Remotes are registered at run time from the brand profile, never at build time.
      remotes: {},
      shared: sharedSingletons(kind, production),
      shareStrategy: 'loaded-first',
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
  if (descriptor) plugins.push(new EmitJsonPlugin('section.json', () => emittedDescriptor(dir, descriptor)));
  if (registry) plugins.push(new EmitJsonPlugin('remotes.json', () => ({ remotes: registry })));
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
    // A production remote is only its container (remoteEntry.js + exposed chunks).
    entry: kind === 'remote' && production ? {} : { main: './src/index.ts' },
    output: {
      path: outputPath,
      publicPath,
      uniqueName: fedName,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: production ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
      // Remotes build into dist/remotes/<id> before the shell; the shell must not wipe them.
      clean: kind === 'host' ? { keep: keepRemotes(outputPath) } : true,
    },
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
        { test: /\.(svg|png|jpe?g|gif|webp)$/, type: 'asset/resource' },
      ],
    },
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
      historyApiFallback: { index: '/index.html' },
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The device (npm start's emulator, or DEVICE_URL's terminal behind it) answers /goform.
      proxy: [{ context: ['/goform'], target: `http://localhost:${process.env.DEVICE_PORT ?? '8080'}` }, ...(proxy ?? [])],
      hot: false,
      liveReload: true,
    },
  };
}
