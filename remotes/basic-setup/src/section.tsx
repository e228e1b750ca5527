import { lazy } from 'react';
import type { SectionManifest } from '@tac/shell/section';
import { loadMessages } from './locales/loadMessages';

const SystemInfo = lazy(() => import('./screens/SystemInfo/SystemInfo'));
const Device = lazy(() => import('./screens/Device/Device'));
const Display = lazy(() => import('./screens/Display/Display'));
const IdentifyMode = lazy(() => import('./screens/IdentifyMode/IdentifyMode'));
const Fingerprint = lazy(() => import('./screens/Fingerprint/Fingerprint'));

type MenuItem = SectionManifest['menu'][number];
const item = (path: string, key: string): MenuItem => ({ path: `/basicSetting/${path}`, labelKey: `shell:menu.${key}` });

/** Basic Setup (DESIGN §3): menu labels of SPEC §2, routes as the route table spells them. */
const section: SectionManifest = {
  id: 'basic-setup',
  permission: 'basicSetting',
  titleKey: 'shell:sections.basicSetting',
  i18nNamespace: 'basicSetup',
  loadMessages,
  menu: [
    item('systemInfo', 'systemInfo'),
    item('device', 'device'),
    item('display', 'display'),
    item('identifyMode', 'identifyMode'),
    item('fingerPrint', 'fingerprint'),
  ],
  routes: [
    { path: '/basicSetting/systemInfo', element: <SystemInfo /> },
    { path: '/basicSetting/device', element: <Device /> },
    { path: '/basicSetting/display', element: <Display /> },
    { path: '/basicSetting/identifyMode', element: <IdentifyMode /> },
    { path: '/basicSetting/fingerPrint', element: <Fingerprint /> },
  ],
};

export default section;
