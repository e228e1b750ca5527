import { lazyScreen, routesOf, type SectionManifest } from '@tac/section';
import descriptor from './descriptor';
import { MACHINE_PATHS as P } from './paths';
import { loadMessages } from './locales/loadMessages';

const FirmwareUpgrade = lazyScreen(() => import('./screens/FirmwareUpgrade/FirmwareUpgrade'));
const Initialization = lazyScreen(() => import('./screens/Initialization/Initialization'));
const Restart = lazyScreen(() => import('./screens/Restart/Restart'));
const BackupRestore = lazyScreen(() => import('./screens/BackupRestore/BackupRestore'));

/** Machine Setup (DESIGN §3): firmware upgrade, initialization, restart, backup and restore. */
const section: SectionManifest = {
  ...descriptor,
  loadMessages,
  routes: routesOf(descriptor, {
    [P.firmwareUpgrade]: <FirmwareUpgrade />,
    [P.initialization]: <Initialization />,
    [P.restart]: <Restart />,
    [P.backupRestore]: <BackupRestore />,
  }),
};

export default section;
