import { lazy } from 'react';
import { routesOf, type SectionManifest } from '@tac/shell/section';
import descriptor from './descriptor';
import { loadMessages } from './locales/loadMessages';

const Attendance = lazy(() => import('./screens/Attendance/Attendance'));
const TimeSetting = lazy(() => import('./screens/TimeSetting/TimeSetting'));
const Dst = lazy(() => import('./screens/Dst/Dst'));
const ApplyStatus = lazy(() => import('./screens/ApplyStatus/ApplyStatus'));
const StatusChange = lazy(() => import('./screens/StatusChange/StatusChange'));
const Print = lazy(() => import('./screens/Print/Print'));
const WiganPairing = lazy(() => import('./screens/WiganPairing/WiganPairing'));
const WorkMode = lazy(() => import('./screens/WorkMode/WorkMode'));
const AuthorizationMode = lazy(() => import('./screens/AuthorizationMode/AuthorizationMode'));
const WiegandAuthorization = lazy(() => import('./screens/WiegandAuthorization/WiegandAuthorization'));
const BluetoothAuthorization = lazy(() => import('./screens/BluetoothAuthorization/BluetoothAuthorization'));

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
