import type { Compiler, RspackPluginInstance } from '@rspack/core';

/**
 * The Module Federation manifest plugin warns, for every app built with `publicPath: 'auto'`, that
 * "Manifest will use absolute path resolution via its host at runtime". That is this console's
 * design (a section is found at run time through remotes.json, its files beside its
 * mf-manifest.json), not a fault: seven identical warnings told a newcomer the build was broken
 * (walk 2026-11-27, hitch 3). The plugin has no option for it, so this drops that one message from
 * the infrastructure log; every other warning, of that plugin too, still shows.
 */
export const MANIFEST_AUTO_PUBLIC_PATH = 'Manifest will use absolute path resolution via its host at runtime';

export class QuietManifestNoticePlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.infrastructureLog.tap('QuietManifestNoticePlugin', (_name: string, type: string, args?: unknown[]) =>
      type === 'warn' && (args ?? []).some((a) => typeof a === 'string' && a.includes(MANIFEST_AUTO_PUBLIC_PATH)) ? true : undefined,
    );
  }
}
