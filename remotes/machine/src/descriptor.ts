import type { SectionDescriptor } from '@tac/shell/section';

const menu = [
  { path: '/advSetting/firmwareUpgrade', labelKey: 'machine:menu.firmwareUpgrade' },
  { path: '/advSetting/initialization', labelKey: 'machine:menu.initialization' },
  { path: '/advSetting/restart', labelKey: 'machine:menu.restart' },
];

/** Machine Setup (DESIGN §3): firmware, initialization, restart. */
const descriptor: SectionDescriptor = {
  id: 'machine',
  permission: 'machine',
  i18nNamespace: 'machine',
  titleKey: 'machine:section.title',
  base: { path: '/advSetting', rank: 2 },
  menu,
  paths: menu.map((m) => m.path),
};

export default descriptor;
