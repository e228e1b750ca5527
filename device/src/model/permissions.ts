import { Code, hasFullRights, SETTINGS_GROUPS, type Permission } from '@tac/goform/contract';
import { DeviceError } from '../goform/errors';

/**
 * Which permission key (DESIGN §3) a call needs beyond a valid session: the
 * menu section its screen lives in. An account without it is refused with
 * 11000 (the console rejects quietly: it never shows that screen to it).
 * Calls not listed need only the session (system info feeds every sidebar).
 */
const SETTINGS_PERMISSION: Record<string, Permission> = {
  device: 'basicSetting',
  display: 'basicSetting',
  identify: 'basicSetting',
  fpcompare: 'basicSetting',
  ethernet: 'network',
  internet: 'network',
  wifi: 'network',
  commmode: 'network',
  rest: 'network',
  cloud: 'network',
  bluetooth: 'network',
  kaoqin: 'advancedSetting',
  datetime: 'advancedSetting',
  dst: 'advancedSetting',
  apply: 'advancedSetting',
  statuschange: 'advancedSetting',
  print: 'advancedSetting',
  workmode: 'advancedSetting',
  access: 'accessControl',
  timezone: 'accessControl',
  group: 'accessControl',
};

/**
 * Groups other sections read too: users pick a group (and its time zones), records
 * show the status labels in the display's date format. Reading them needs only a
 * session; writing still needs the owning section.
 */
const READ_BY_OTHER_SECTIONS = new Set(['group', 'timezone', 'apply', 'display']);

export const PERMISSION_OF: Record<string, Permission> = {
  ...Object.fromEntries(
    SETTINGS_GROUPS.flatMap((g) => {
      const permission = SETTINGS_PERMISSION[g.id];
      if (!permission) throw new Error(`settings group ${g.id} has no permission`);
      const write: [string, Permission] = [g.write.name, permission];
      return READ_BY_OTHER_SECTIONS.has(g.id) ? [write] : [[g.read.name, permission], write];
    }),
  ),
  userlist: 'user',
  GetUserInfo: 'user',
  adduser: 'user',
  edituser: 'user',
  deleteuser: 'user',
  deletsomeuser: 'user',
  EditPwd: 'user',
  searchrecord: 'dataReport',
  DownloadRecordForm: 'dataReport',
  GetReportFormInfo: 'dataReport',
  DownloadReportForm: 'dataReport',
  DownloadThermometryForm: 'dataReport',
  searchThermometryRecord: 'dataReport',
  searchAuditLog: 'dataReport',
  DownloadAuditLog: 'dataReport',
  regfp: 'user',
  getOnlineEnrollStatus: 'user',
  GetChooseWirless: 'network',
  SetAllWirless: 'network',
  GetSearchBleDev: 'network',
  GetBleConnect: 'network',
  SetBleDevGroup: 'network',
  GetCertificate: 'network',
  SetCertificate: 'network',
  ConfirmCertificate: 'network',
  SetHttpsOnly: 'network',
  ConfirmHttpsOnly: 'network',
  AnvizWiegandMatch: 'advancedSetting',
  SetAnvizWiegandAuthorize: 'advancedSetting',
  GetAnvizWiegandAuthorize: 'advancedSetting',
  SetBluetoothAuthorize: 'advancedSetting',
  GetBluetoothAuthorize: 'advancedSetting',
  InitAdminCard: 'accessControl',
  SetAdminCard: 'accessControl',
  SetLanguageSettingItem: 'basicSetting',
  GetLanguageSettingItem: 'basicSetting',
  RestartMachine: 'machine',
  InitMachine: 'machine',
  UpdateMachine: 'machine',
  SetSNKeyParam: 'machine',
  GetSNKeyParam: 'machine',
  SetWebUpgradeMode: 'machine',
  DownloadBackup: 'machine',
  RestoreBackup: 'machine',
};

/** The right of the factory service session (the superuser's factory key): no console section. */
export const SERVICE = 'service';

/**
 * All a service session may call: the hidden pages' own calls (serial key, forced
 * upgrade, /test's camera) — never initialization, restart or any setting.
 */
const SERVICE_CALLS = new Set([
  'SetSNKeyParam',
  'GetSNKeyParam',
  'SetWebUpgradeMode',
  'UpdateMachine',
  'test_takephoto',
  'logout',
]);

/** Whether a session may make a call at all (what the call changes is checked by its handler). */
export function mayCall(funs: readonly string[], name: string): boolean {
  if (funs.includes(SERVICE)) return SERVICE_CALLS.has(name);
  const permission = PERMISSION_OF[name];
  return !permission || funs.includes(permission);
}

/** Refuses (11000) a call that changes an administrator user from a session without full rights. */
export function assertMayManage(funs: readonly string[], touchesAdministrator: boolean): void {
  if (touchesAdministrator && !hasFullRights(funs)) throw new DeviceError(Code.QuietReject);
}
