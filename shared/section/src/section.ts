import type { ComponentType, ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { preloadableLazy, type PreloadableLazy } from './preloadableLazy';

/** One sidebar entry or page title; paths are absolute (the route table of SPEC §2 is the truth). */
export interface MenuItem {
  path: string;
  /** i18next key with its namespace: the section's own (e.g. 'users:menu.userList'). */
  labelKey: string;
  children?: MenuItem[];
}

/**
 * What a section is, as data (DESIGN §2): everything the shell needs to show its menu,
 * route its paths, title its pages and redirect its base path without loading its code.
 * A remote writes it once (`src/descriptor.ts`); its build emits it as `section.json`
 * (with the `section` and `menu` texts of its namespace in every language) and its
 * `./section` module spreads it into the manifest.
 */
export interface SectionDescriptor {
  id: string;
  /** The funs entry that shows this section. */
  permission: string;
  /** The section's own i18n namespace; `titleKey` and menu labels live in it. */
  i18nNamespace: string;
  titleKey: string;
  /**
   * The base path whose menu heading leads into this section (SPEC §2: /advSetting →
   * Record List) and the section's rank among those sharing it (lowest first).
   */
  base: { path: string; rank: number };
  /** Where the base path leads when that is not the first menu entry (e.g. /network → internet). */
  home?: string;
  menu: MenuItem[];
  /** Screens opened from inside the section, not from the menu: their titles for the breadcrumb. */
  pages?: MenuItem[];
  /** Every path the section mounts (its routes' paths). */
  paths: string[];
}

/** The descriptor as the build emits it: with the remote's version and its menu texts per language. */
export interface EmittedDescriptor extends SectionDescriptor {
  version: string;
  /**
   * What the remote needs the shell to provide: package → semver range (its singletons and
   * the `@tac/*` packages it takes from the shell). Absent from remotes built before it existed.
   */
  requires?: Record<string, string>;
  /** Per language, the `section` and `menu` subtrees of the section's namespace. */
  messages: Record<string, Record<string, unknown>>;
}

/** One line of the registry served beside index.html (`remotes.json`). */
export interface RegistryEntry {
  id: string;
  /** The remote's folder URL, ending in '/': its `section.json` and `mf-manifest.json` are there. */
  entry: string;
  /** The funs entry that shows the section: only permitted sections' descriptors are fetched. */
  permission: string;
}

/**
 * What every remote's './section' module exports as default (DESIGN §2): its descriptor
 * plus the code. Routes carry absolute paths and render through `element` (use
 * React.lazy inside for code splitting): the shell mounts them under its layout.
 */
export interface SectionManifest extends SectionDescriptor {
  icon?: ComponentType;
  loadMessages(lang: string): Promise<Record<string, unknown>>;
  routes: RouteObject[];
}

/**
 * The routes of a section: each of the descriptor's paths with its screen. A path
 * without a screen, or a screen for a path the descriptor does not list, is a
 * programming error caught when the section loads (and by its tests).
 */
export function routesOf(descriptor: SectionDescriptor, screens: Record<string, ReactElement>): RouteObject[] {
  const extra = Object.keys(screens).filter((path) => !descriptor.paths.includes(path));
  const missing = descriptor.paths.filter((path) => !(path in screens));
  if (extra.length || missing.length) {
    throw new Error(`section ${descriptor.id}: screens without a path (${extra.join(', ')}), paths without a screen (${missing.join(', ')})`);
  }
  return descriptor.paths.map((path) => {
    const element = screens[path]!;
    const preload = (element.type as Partial<LazyScreen>).preload;
    return { path, element, ...(preload ? { handle: { preload } satisfies ScreenHandle } : {}) };
  });
}

/** A screen whose code loads when first shown, or earlier through `preload`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy: any screen's props
export type LazyScreen<C extends ComponentType<any> = ComponentType> = PreloadableLazy<C>;

/** What a section route made from a lazy screen carries: the shell loads the first screen's code ahead. */
export interface ScreenHandle {
  preload(): Promise<unknown>;
}

/**
 * A section's screen, loaded when first shown: while the visitor signs in, the shell
 * loads the code of the screen the console opens on (routesOf puts `preload` on its
 * route), and the screen then renders without suspending.
 */
export const lazyScreen = preloadableLazy;

/** The route of `path` in a section's routes, if it can load its screen ahead. */
export const preloadOf = (routes: readonly RouteObject[], path: string): ScreenHandle | undefined => {
  const handle = routes.find((route) => route.path === path)?.handle as Partial<ScreenHandle> | undefined;
  return typeof handle?.preload === 'function' ? (handle as ScreenHandle) : undefined;
};
