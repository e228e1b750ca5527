import { lazy } from 'react';
import type { SectionManifest } from '@tac/shell/section';
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

/** Route (DESIGN §3, spelled as SPEC §2's route table, 'wigan' included), menu label key, screen. */
const SCREENS = [
  ['attendance', 'attendance', <Attendance key="attendance" />],
  ['timeSetting', 'timeSetup', <TimeSetting key="timeSetting" />],
  ['dst', 'dst', <Dst key="dst" />],
  ['applyStatus', 'attendanceStatus', <ApplyStatus key="applyStatus" />],
  ['statusChange', 'statusChange', <StatusChange key="statusChange" />],
  ['print', 'printSetup', <Print key="print" />],
  ['wiganPairing', 'wiegandPairing', <WiganPairing key="wiganPairing" />],
  ['workMode', 'workMode', <WorkMode key="workMode" />],
  ['authorizationMode', 'authorizationMode', <AuthorizationMode key="authorizationMode" />],
  ['wiegandAuthorization', 'wiegandAuthorization', <WiegandAuthorization key="wiegandAuthorization" />],
  ['bluetoothAuthorization', 'bluetoothAuthorization', <BluetoothAuthorization key="bluetoothAuthorization" />],
] as const;

/**
 * Advanced Setup (DESIGN §3): its screens live under /basicSetting/ beside Basic Setup's,
 * whose remote owns the /basicSetting redirect. Menu labels are SPEC §2's.
 */
const section: SectionManifest = {
  id: 'advanced-setup',
  permission: 'advancedSetting',
  titleKey: 'shell:sections.advancedSetting',
  i18nNamespace: 'advancedSetup',
  loadMessages,
  menu: SCREENS.map(([path, label]) => ({ path: `/basicSetting/${path}`, labelKey: `shell:menu.${label}` })),
  routes: SCREENS.map(([path, , element]) => ({ path: `/basicSetting/${path}`, element })),
};

export default section;
