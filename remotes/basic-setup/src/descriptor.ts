import type { SectionDescriptor } from '@tac/shell/section';

const SCREENS = [
  ['systemInfo', 'systemInfo'],
  ['device', 'device'],
  ['display', 'display'],
  ['identifyMode', 'identifyMode'],
  ['fingerPrint', 'fingerprint'],
] as const;

/** Basic Setup (DESIGN §3): it owns the /basicSetting redirect (SPEC §2: → systemInfo). */
const descriptor: SectionDescriptor = {
  id: 'basic-setup',
  permission: 'basicSetting',
  i18nNamespace: 'basicSetup',
  titleKey: 'basicSetup:section.title',
  base: { path: '/basicSetting', rank: 0 },
  menu: SCREENS.map(([path, key]) => ({ path: `/basicSetting/${path}`, labelKey: `basicSetup:menu.${key}` })),
  paths: SCREENS.map(([path]) => `/basicSetting/${path}`),
};

export default descriptor;
