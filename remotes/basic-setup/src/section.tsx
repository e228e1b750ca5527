import { lazyScreen, routesOf, type SectionManifest } from '@tac/shell/section';
import descriptor from './descriptor';
import { loadMessages } from './locales/loadMessages';

const SystemInfo = lazyScreen(() => import('./screens/SystemInfo/SystemInfo'));
const Device = lazyScreen(() => import('./screens/Device/Device'));
const Display = lazyScreen(() => import('./screens/Display/Display'));
const IdentifyMode = lazyScreen(() => import('./screens/IdentifyMode/IdentifyMode'));
const Fingerprint = lazyScreen(() => import('./screens/Fingerprint/Fingerprint'));


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
