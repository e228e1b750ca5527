import { lazy } from 'react';
import { routesOf, type SectionManifest } from '@tac/shell/section';
import descriptor from './descriptor';
import { loadMessages } from './locales/loadMessages';

const SystemInfo = lazy(() => import('./screens/SystemInfo/SystemInfo'));
const Device = lazy(() => import('./screens/Device/Device'));
const Display = lazy(() => import('./screens/Display/Display'));
const IdentifyMode = lazy(() => import('./screens/IdentifyMode/IdentifyMode'));
const Fingerprint = lazy(() => import('./screens/Fingerprint/Fingerprint'));


/** Basic Setup (DESIGN §3): menu labels of SPEC §2, routes as the route table spells them. */
const section: SectionManifest = {
  ...descriptor,
  loadMessages,
  routes: routesOf(descriptor, {
    '/basicSetting/systemInfo': <SystemInfo />,
    '/basicSetting/device': <Device />,
    '/basicSetting/display': <Display />,
    '/basicSetting/identifyMode': <IdentifyMode />,
    '/basicSetting/fingerPrint': <Fingerprint />,
  }),
};

export default section;
