import type { SectionDescriptor } from '@tac/section';
import { MACHINE_PATHS as P } from './paths';

const menu = [
  { path: P.firmwareUpgrade, labelKey: 'machine:menu.firmwareUpgrade' },
  { path: P.initialization, labelKey: 'machine:menu.initialization' },
  { path: P.restart, labelKey: 'machine:menu.restart' },
  { path: P.backupRestore, labelKey: 'machine:menu.backupRestore' },
];

/** Machine Setup (DESIGN §3): firmware, initialization, restart, backup and restore. */
const descriptor: SectionDescriptor = {
  id: 'machine',
  permission: 'machine',
  i18nNamespace: 'machine',
  titleKey: 'machine:section.title',
  base: { path: P.base, rank: 2 },
  menu,
  paths: menu.map((m) => m.path),
};

export default descriptor;
