import { lazy } from 'react';
import type { SectionManifest } from '@tac/shell/section';
import { loadMessages } from './locales/loadMessages';

const FirmwareUpgrade = lazy(() => import('./screens/FirmwareUpgrade/FirmwareUpgrade'));
const Initialization = lazy(() => import('./screens/Initialization/Initialization'));
const Restart = lazy(() => import('./screens/Restart/Restart'));

/** Machine Setup (DESIGN §3): firmware upgrade, initialization, restart. */
const section: SectionManifest = {
  id: 'machine',
  permission: 'machine',
  titleKey: 'shell:sections.machine',
  i18nNamespace: 'machine',
  loadMessages,
  menu: [
    { path: '/advSetting/firmwareUpgrade', labelKey: 'shell:menu.firmwareUpgrade' },
    { path: '/advSetting/initialization', labelKey: 'shell:menu.initialization' },
    { path: '/advSetting/restart', labelKey: 'shell:menu.restart' },
  ],
  routes: [
    { path: '/advSetting/firmwareUpgrade', element: <FirmwareUpgrade /> },
    { path: '/advSetting/initialization', element: <Initialization /> },
    { path: '/advSetting/restart', element: <Restart /> },
  ],
};

export default section;
