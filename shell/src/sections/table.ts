import type { MenuItem } from '../federation/section';

/**
 * The seven menu sections the shell knows without loading anything (DESIGN §3), so a
 * section whose remote is down still shows its menu entry and, inside the layout, its
 * error panel. `screens` are the path prefixes the section owns.
 */
export interface SectionInfo {
  id: SectionId;
  permission: string;
  titleKey: string;
  /** The path its menu heading redirects to (shared by several sections). */
  basePath: string;
  screens: string[];
  menu: MenuItem[];
  /** Screens opened from inside the section, not from the menu: their titles for the breadcrumb. */
  pages?: MenuItem[];
}

export type SectionId =
  | 'users'
  | 'network'
  | 'basic-setup'
  | 'advanced-setup'
  | 'access-control'
  | 'machine'
  | 'data-report';

const item = (path: string, key: string, children?: MenuItem[]): MenuItem => ({
  path,
  labelKey: `shell:menu.${key}`,
  ...(children ? { children } : {}),
});

const under = (base: string, names: string[]) => names.map((n) => `${base}/${n}`);

export const SECTIONS: readonly SectionInfo[] = [
  {
    id: 'users',
    permission: 'user',
    titleKey: 'shell:sections.user',
    basePath: '/user',
    screens: under('/user', ['userList', 'addUser', 'userEdit', 'identify', 'fingerprint']),
    menu: [item('/user/userList', 'userList'), item('/user/addUser', 'addUser')],
    pages: [item('/user/userEdit', 'userEdit'), item('/user/identify', 'identify'), item('/user/fingerprint', 'userFingerprint')],
  },
  {
    id: 'network',
    permission: 'network',
    titleKey: 'shell:sections.network',
    basePath: '/network',
    screens: under('/network', ['internet', 'ethernet', 'wirless', 'commMode', 'securityOne', 'cloud', 'bluetooth']),
    menu: [
      item('/network/ethernet', 'ethernet'),
      item('/network/wirless', 'wifi', [
        item('/network/wirless/chooseWIFI', 'chooseWifi'),
        item('/network/wirless/addWIFI', 'addWifi'),
      ]),
      item('/network/internet', 'internet'),
      item('/network/commMode', 'commMode'),
      item('/network/securityOne', 'securityOne'),
      item('/network/cloud', 'cloud'),
      item('/network/bluetooth', 'bluetooth'),
    ],
  },
  {
    id: 'basic-setup',
    permission: 'basicSetting',
    titleKey: 'shell:sections.basicSetting',
    basePath: '/basicSetting',
    screens: under('/basicSetting', ['systemInfo', 'device', 'display', 'identifyMode', 'fingerPrint']),
    menu: [
      item('/basicSetting/systemInfo', 'systemInfo'),
      item('/basicSetting/device', 'device'),
      item('/basicSetting/display', 'display'),
      item('/basicSetting/identifyMode', 'identifyMode'),
      item('/basicSetting/fingerPrint', 'fingerprint'),
    ],
  },
  {
    id: 'advanced-setup',
    permission: 'advancedSetting',
    titleKey: 'shell:sections.advancedSetting',
    basePath: '/basicSetting',
    screens: under('/basicSetting', [
      'attendance',
      'timeSetting',
      'dst',
      'applyStatus',
      'statusChange',
      'print',
      'wiganPairing',
      'workMode',
      'authorizationMode',
      'wiegandAuthorization',
      'bluetoothAuthorization',
    ]),
    menu: [
      item('/basicSetting/attendance', 'attendance'),
      item('/basicSetting/timeSetting', 'timeSetup'),
      item('/basicSetting/dst', 'dst'),
      item('/basicSetting/applyStatus', 'attendanceStatus'),
      item('/basicSetting/statusChange', 'statusChange'),
      item('/basicSetting/print', 'printSetup'),
      item('/basicSetting/wiganPairing', 'wiegandPairing'),
      item('/basicSetting/workMode', 'workMode'),
      item('/basicSetting/authorizationMode', 'authorizationMode'),
      item('/basicSetting/wiegandAuthorization', 'wiegandAuthorization'),
      item('/basicSetting/bluetoothAuthorization', 'bluetoothAuthorization'),
    ],
  },
  {
    id: 'access-control',
    permission: 'accessControl',
    titleKey: 'shell:sections.accessControl',
    basePath: '/advSetting',
    screens: under('/advSetting', ['timezone', 'group', 'normallyOpen', 'normallyClose', 'access', 'initCard']),
    menu: [
      item('/advSetting/timezone', 'timeZone'),
      item('/advSetting/group', 'group'),
      item('/advSetting/normallyOpen', 'normallyOpen'),
      item('/advSetting/normallyClose', 'normallyClose'),
      item('/advSetting/access', 'accessSetup'),
      item('/advSetting/initCard', 'initCard'),
    ],
  },
  {
    id: 'machine',
    permission: 'machine',
    titleKey: 'shell:sections.machine',
    basePath: '/advSetting',
    screens: under('/advSetting', ['firmwareUpgrade', 'initialization', 'restart']),
    menu: [
      item('/advSetting/firmwareUpgrade', 'firmwareUpgrade'),
      item('/advSetting/initialization', 'initialization'),
      item('/advSetting/restart', 'restart'),
    ],
  },
  {
    id: 'data-report',
    permission: 'dataReport',
    titleKey: 'shell:sections.dataReport',
    basePath: '/advSetting',
    screens: under('/advSetting', ['recordList', 'report', 'thermometry']),
    menu: [
      item('/advSetting/recordList', 'recordList'),
      item('/advSetting/report', 'report'),
      item('/advSetting/thermometry', 'temperature'),
    ],
  },
];

/** Base-path redirects (SPEC §2): the first section in this order that is available wins. */
export const BASE_REDIRECTS: Record<string, SectionId[]> = {
  '/user': ['users'],
  '/network': ['network'],
  '/basicSetting': ['basic-setup', 'advanced-setup'],
  '/advSetting': ['data-report', 'access-control', 'machine'],
};
