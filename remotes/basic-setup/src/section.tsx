import { lazyScreen, routesOf, type SectionManifest } from '@tac/section';
import descriptor from './descriptor';
import { BASIC_SETUP_PATHS as P } from './paths';
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
    [P.systemInfo]: <SystemInfo />,
    [P.device]: <Device />,
    [P.display]: <Display />,
    [P.identifyMode]: <IdentifyMode />,
    [P.fingerPrint]: <Fingerprint />,
  }),
};

export default section;
