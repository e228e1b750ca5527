import type { SectionDescriptor } from '@tac/section';
import { BASIC_SETUP_PATHS as P } from './paths';

const SCREENS = [
  [P.systemInfo, 'systemInfo'],
  [P.device, 'device'],
  [P.display, 'display'],
  [P.identifyMode, 'identifyMode'],
  [P.fingerPrint, 'fingerprint'],
] as const;

/** Basic Setup (DESIGN §3): it owns the /basicSetting redirect (SPEC §2: → systemInfo). */
const descriptor: SectionDescriptor = {
  id: 'basic-setup',
  permission: 'basicSetting',
  i18nNamespace: 'basicSetup',
  titleKey: 'basicSetup:section.title',
  base: { path: P.base, rank: 0 },
  menu: SCREENS.map(([path, key]) => ({ path, labelKey: `basicSetup:menu.${key}` })),
  paths: SCREENS.map(([path]) => path),
};

export default descriptor;
