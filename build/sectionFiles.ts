import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { rspack, type Compiler } from '@rspack/core';
import type { EmittedDescriptor, RegistryEntry, SectionDescriptor } from '@tac/section';
import { root, workspaceVersion } from './workspace';

// What the builds write about sections: a remote's section.json, the shell's remotes.json.

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

/** A remote's section.json (`requires`: what it needs the shell to provide, sharedLibraries.ts `requiredFromHost`). */
export const sectionJsonPlugin = (dir: string, descriptor: SectionDescriptor, requires: Record<string, string>) =>
  new EmitJsonPlugin('section.json', () => emittedDescriptor(dir, descriptor, requires));

/** The shell's remotes.json: the brand's default registry. */
export const registryPlugin = (registry: RegistryEntry[]) => new EmitJsonPlugin('remotes.json', () => ({ remotes: registry }));
