import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { LOGIN_LIBRARIES, type LoginLibraries } from './handoff';

type UserOptions = Parameters<NonNullable<ModuleFederationRuntimePlugin['beforeInit']>>[0]['userOptions'];
type ShareArgs = Exclude<NonNullable<UserOptions['shared']>[string], unknown[]>;

/**
 * Started by the login page (./offerLibraries.ts), the console registers the
 * libraries the page has already loaded as loaded providers of its own shared modules, at the
 * same version: with `loaded-first` they are the ones the console and every remote get (one
 * React), and the console's own chunks for them are never fetched. On index.html nothing is
 * offered and nothing changes.
 */
export function loginLibrariesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tac-login-libraries',
    beforeInit(args) {
      const offered = (globalThis as Record<string, unknown>)[LOGIN_LIBRARIES] as LoginLibraries | undefined;
      const shared = args.userOptions.shared;
      if (!offered || !shared) return args;
      for (const [key, { version, module }] of Object.entries(offered)) {
        const own = shared[key];
        if (!own) continue;
        const providers: ShareArgs[] = Array.isArray(own) ? own : [own];
        shared[key] = providers.map((provider) => (provider.version === version ? { ...provider, lib: () => module as object, loaded: true } : provider));
      }
      return args;
    },
  };
}

/** The form `runtimePlugins` of @module-federation/enhanced loads: a module whose default export makes the plugin. */
export default loginLibrariesPlugin;
