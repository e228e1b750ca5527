import { rspack, type Compiler } from '@rspack/core';

// The console's prefetch list: what the login page fetches ahead for it (docs/first-load.md).

/** The console's first-load list beside login.html's folder (shell/src/startup/prefetchConsole.ts reads it). */
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
export class ConsoleFilesPlugin {
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
