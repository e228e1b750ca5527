import { lazy } from 'react';
import type { SectionManifest } from '@tac/shell/section';
import { loadMessages } from './locales/loadMessages';

const SystemInfo = lazy(() => import('./screens/SystemInfo/SystemInfo'));

/**
 * Basic Setup (DESIGN §3). Only System Info is built so far; Device, Display, Identify
 * Mode and Fingerprint join the menu when their screens exist.
 */
const section: SectionManifest = {
  id: 'basic-setup',
  permission: 'basicSetting',
  titleKey: 'shell:sections.basicSetting',
  i18nNamespace: 'basicSetup',
  loadMessages,
  menu: [{ path: '/basicSetting/systemInfo', labelKey: 'shell:menu.systemInfo' }],
  routes: [{ path: '/basicSetting/systemInfo', element: <SystemInfo /> }],
};

export default section;
