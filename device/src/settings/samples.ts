import { SETTINGS_GROUPS } from '@tac/goform/contract';

/**
 * A valid call per endpoint where one exists without side effects on the rest of
 * the run, so one hostile field at a time reaches the handler past validation.
 */
let nextUserId = 100;
export const BASELINES: Record<string, () => Record<string, unknown>> = {
  ...Object.fromEntries(
    SETTINGS_GROUPS.map((g) => [g.write.name, () => (g.kind === 'single' ? { ...g.defaults } : g.defaultRow(g.first))]),
  ),
  chklogin: () => ({ userid: 'nobody', password: '1' }),
  adduser: () => ({ userid: nextUserId++, username: 'Fuzz' }),
  edituser: () => ({ userid: 2, username: 'Bo' }),
  GetUserInfo: () => ({ userid: 1 }),
  EditPwd: () => ({ userid: 2, password: '4321', confirm: '4321' }),
  regfp: () => ({ userid: 1, slot: 0, action: 'status' }),
  getOnlineEnrollStatus: () => ({ userid: 1, action: 'status' }),
  GetAnvizWiegandAuthorize: () => ({ macs: '00:1B:3C:10:00:01', action: 'authorize' }),
  GetBluetoothAuthorize: () => ({ macs: '00:1B:3C:20:00:01', action: 'authorize' }),
  GetBleConnect: () => ({ mac: '00:1B:3C:20:00:01' }),
  SetBleDevGroup: () => ({ mac: '00:1B:3C:20:00:01', route: 1 }),
  SetAllWirless: () => ({ ssid: 'TAC-Guest' }),
  GetLanguageSettingItem: () => ({ LanguageSetting: 'en' }),
  GetSNKeyParam: () => ({ key1: 'AAAAA', key2: 'BBBBB', key3: 'CCCCC', key4: 'DDDDD', key5: 'EEEEE' }),
  SetWebUpgradeMode: () => ({ password: 'wrong' }),
  GetDebugParam: () => ({ mode: 'normal' }),
};
