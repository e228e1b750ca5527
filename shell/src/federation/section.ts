import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/** One sidebar entry; paths are absolute (the route table of SPEC §2 is the truth). */
export interface MenuItem {
  path: string;
  /** i18next key, with its namespace (e.g. 'shell:menu.systemInfo'). */
  labelKey: string;
  children?: MenuItem[];
}

/**
 * What every remote's './section' module exports as default (DESIGN §2). Routes carry
 * absolute paths and render through `element` (use React.lazy inside for code splitting):
 * the shell mounts them as descendant routes under its layout.
 */
export interface SectionManifest {
  id: string;
  /** The funs entry that shows this section. */
  permission: string;
  titleKey: string;
  icon?: ComponentType;
  i18nNamespace: string;
  loadMessages(lang: string): Promise<Record<string, unknown>>;
  menu: MenuItem[];
  routes: RouteObject[];
  /** Where the section's base path leads when that is not the first menu entry (e.g. /network → internet, DESIGN §3). */
  home?: string;
}
