import { lazyScreen, routesOf, type SectionManifest } from '@tac/section';
import descriptor from './descriptor';
import { ADVANCED_SETUP_PATHS as P } from './paths';
import { loadMessages } from './locales/loadMessages';

const Attendance = lazyScreen(() => import('./screens/Attendance/Attendance'));
const TimeSetting = lazyScreen(() => import('./screens/TimeSetting/TimeSetting'));
const Dst = lazyScreen(() => import('./screens/Dst/Dst'));
const ApplyStatus = lazyScreen(() => import('./screens/ApplyStatus/ApplyStatus'));
const StatusChange = lazyScreen(() => import('./screens/StatusChange/StatusChange'));
const Print = lazyScreen(() => import('./screens/Print/Print'));
const WiganPairing = lazyScreen(() => import('./screens/WiganPairing/WiganPairing'));
const WorkMode = lazyScreen(() => import('./screens/WorkMode/WorkMode'));
const AuthorizationMode = lazyScreen(() => import('./screens/AuthorizationMode/AuthorizationMode'));
const WiegandAuthorization = lazyScreen(() => import('./screens/WiegandAuthorization/WiegandAuthorization'));
const BluetoothAuthorization = lazyScreen(() => import('./screens/BluetoothAuthorization/BluetoothAuthorization'));

/** Advanced Setup (DESIGN §3): the descriptor's screens with their components. */
const section: SectionManifest = {
  ...descriptor,
  loadMessages,
  routes: routesOf(descriptor, {
    [P.attendance]: <Attendance />,
    [P.timeSetting]: <TimeSetting />,
    [P.dst]: <Dst />,
    [P.applyStatus]: <ApplyStatus />,
    [P.statusChange]: <StatusChange />,
    [P.print]: <Print />,
    [P.wiganPairing]: <WiganPairing />,
    [P.workMode]: <WorkMode />,
    [P.authorizationMode]: <AuthorizationMode />,
    [P.wiegandAuthorization]: <WiegandAuthorization />,
    [P.bluetoothAuthorization]: <BluetoothAuthorization />,
  }),
};

export default section;
