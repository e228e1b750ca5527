import type { Configuration } from '@rspack/core';
import { pdfFontAliases } from './pdfFonts';

/**
 * How every build reads the console's sources: TypeScript/TSX through swc, images as files
 * (or, for the login page, inline: its logo then paints with the page, no request of its own).
 */
export function sourceHandling(production: boolean, images: 'asset/resource' | 'asset/inline' = 'asset/resource'): Pick<Configuration, 'resolve' | 'module'> {
  return {
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      alias: pdfFontAliases,
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
        // Fonts of the PDF exports: files of their own, fetched only when such a file is made.
        { test: /\.ttf$/, type: 'asset/resource' },
      ],
    },
  };
}
