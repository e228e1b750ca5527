import { lazyScreen, routesOf, type SectionManifest } from '@tac/shell/section';
import descriptor from './descriptor';
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
    '/basicSetting/attendance': <Attendance />,
    '/basicSetting/timeSetting': <TimeSetting />,
    '/basicSetting/dst': <Dst />,
    '/basicSetting/applyStatus': <ApplyStatus />,
    '/basicSetting/statusChange': <StatusChange />,
    '/basicSetting/print': <Print />,
    '/basicSetting/wiganPairing': <WiganPairing />,
    '/basicSetting/workMode': <WorkMode />,
    '/basicSetting/authorizationMode': <AuthorizationMode />,
    '/basicSetting/wiegandAuthorization': <WiegandAuthorization />,
    '/basicSetting/bluetoothAuthorization': <BluetoothAuthorization />,
  }),
};

export default section;
