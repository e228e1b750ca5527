import { readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { RegistryEntry, SectionDescriptor } from '@tac/section';
import { ConsoleFilesPlugin } from './build/consoleFiles';
import { LOGIN_DIR, loginLibraryVersions } from './build/loginPage';
import { registryPlugin, sectionJsonPlugin } from './build/sectionFiles';
import { declaredRanges, requiredFromHost, sharedModules } from './build/sharedLibraries';
import { QuietManifestNoticePlugin } from './build/quietNotices';
import { sourceHandling } from './build/sources';
import { distRootOf, root } from './build/workspace';

// The console's builds, composed from one module per job (build/): the shared-library policy
// (sharedLibraries.ts), section.json and remotes.json (sectionFiles.ts), the login page's
// prefetch list (consoleFiles.ts) and the login page itself (loginPage.ts, its own config).

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
    // publicPath 'auto' is the design: its manifest notice is no warning (build/quietNotices.ts).
    // First: the manifest plugin gives it while it is applied.
    new QuietManifestNoticePlugin(),
    new ModuleFederationPlugin({
      name: fedName,
      filename: kind === 'remote' ? 'remoteEntry.js' : undefined,
      exposes: kind === 'remote' ? exposes : undefined,
      // Remotes are registered at run time from the brand profile, never at build time.
      remotes: {},
      shared,
      shareStrategy: 'loaded-first',
      // Started by the login page, the console takes the libraries the page has loaded.
      runtimePlugins: kind === 'host' ? [join(root, 'shell/src/startup/loginLibrariesPlugin.ts')] : [],
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
  if (descriptor) plugins.push(sectionJsonPlugin(dir, descriptor, requiredFromHost(shared)));
  if (registry) plugins.push(registryPlugin(registry));
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
    // entry is app.[hash].js: the login page finds its name in console-files.json (shell/src/startup/consoleFiles.ts).
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
