import { rspack, type Configuration } from '@rspack/core';
import { resolve } from 'node:path';
import { packageOf } from './sharedLibraries';
import { sourceHandling } from './sources';
import { distRootOf, installedVersion } from './workspace';

// The /login page's build (docs/first-load.md): login.html and login/, beside the shell's files.

/** The login page's build writes login.html and login/ beside the shell's files (createLoginPageConfig). */
export const LOGIN_DIR = 'login';

/**
 * The installed versions of the libraries the login page offers the console, by share key
 * (shell/src/startup/offerLibraries.ts): the console takes a library only at its own version.
 */
export const loginLibraryVersions = (): Record<string, string> =>
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

/**
 * login.html: the page's whole stylesheet inline, so the form paints as soon as its markup does;
 * marked data-login-style, as the console removes it when it takes over the page (shell/src/startup/handoff.ts).
 */
const loginTemplate = `<!doctype html>
<html lang="en" data-page="login">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="<%= title %>" />
    <title><%= title %></title>
    <style data-login-style><%= style %></style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * The /login page: an entry of its own, no federation host. It carries React, i18next and
 * the form; the console (its `app` entry) loads while the visitor types and takes over the page
 * after the sign-in (shell/src/startup/handoff.ts).
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
