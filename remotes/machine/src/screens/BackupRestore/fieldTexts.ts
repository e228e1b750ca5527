import { BACKUP_USERS, IDENTIFY_MODES, WEEKDAYS } from '@tac/goform';

/**
 * How each setting of a backup is named on its own screen: the screen's menu label, the
 * field's label and, for a choice, its options' labels — the owning sections' keys, loaded
 * with their namespaces (useSectionTexts), never copied here.
 */

/** An i18next key with its values. */
export interface Text {
  key: string;
  values?: Record<string, unknown>;
}

export interface FieldText {
  /** Read in order and joined ("Monday · Start") where the screen names the field by two texts. */
  label: Text[];
  /** The screen the field sits on, when it is not its group's. */
  screen?: string;
  /** The label of a value where the screen shows one (an option, a switch). */
  option?: (value: unknown) => Text | undefined;
}

export interface GroupText {
  screen: string;
  fields: Record<string, FieldText>;
}

/** The sections whose texts name the backup's settings. */
export const OWNER_NAMESPACES = ['basicSetup', 'network', 'advancedSetup', 'accessControl', 'users'] as const;

const text = (key: string, values?: Record<string, unknown>): Text => (values ? { key, values } : { key });
const field = (key: string, option?: FieldText['option'], screen?: string): FieldText => ({
  label: [text(key)],
  ...(option ? { option } : {}),
  ...(screen ? { screen } : {}),
});

/** A choice whose options are labelled `<prefix>.<value>` on its screen. */
const choice = (prefix: string) => (value: unknown) => text(`${prefix}.${String(value)}`);
/** A choice whose options the screen labels by keys of their own. */
const choices = (keys: Record<string, string>) => (value: unknown) => {
  const key = keys[String(value)];
  return key === undefined ? undefined : text(key);
};
/** A switch: 1 on, 0 off. */
const flag = choices({ 1: 'common:yes', 0: 'common:no' });
const identifyMode = (ns: string) => (value: unknown) => {
  const mode = IDENTIFY_MODES.find((m) => m.value === value);
  return mode && text(`${ns}.${mode.key}`);
};

const address = (ns: string): Record<string, FieldText> => ({
  ipmode: field(`${ns}:address.ipmode`, choices({ static: `${ns}:address.static`, dhcp: `${ns}:address.dhcp` })),
  ip: field(`${ns}:address.ip`),
  mask: field(`${ns}:address.mask`),
  gateway: field(`${ns}:address.gateway`),
  dns: field(`${ns}:address.dns`),
});

const day = (d: string) => text(`accessControl:days.${d}.long`);

const dstEnd = (end: 'start' | 'end'): Record<string, FieldText> => ({
  [`${end}month`]: field(`advancedSetup:dst.${end}Month`),
  [`${end}day`]: field(`advancedSetup:dst.${end}Day`),
  [`${end}week`]: field(`advancedSetup:dst.${end}Week`, choice('advancedSetup:dst.week')),
  [`${end}weekday`]: field(`advancedSetup:dst.${end}Weekday`, (weekday) => day(String(weekday))),
  [`${end}time`]: field(`advancedSetup:dst.${end}Time`),
});

const peripheral = (screen: string): GroupText => ({
  screen,
  fields: {
    mac: field('advancedSetup:authorization.mac'),
    model: field('advancedSetup:authorization.model'),
    machine: field('advancedSetup:authorization.machine'),
    route: field('advancedSetup:authorization.route'),
    status: field('advancedSetup:authorization.status', choices({ 1: 'advancedSetup:authorization.authorized', 0: 'advancedSetup:authorization.unauthorized' })),
  },
});

export const GROUP_TEXTS: Record<string, GroupText> = {
  device: {
    screen: 'basicSetup:menu.device',
    fields: {
      deviceid: field('basicSetup:device.deviceId'),
      volume: field('basicSetup:device.volume'),
      adminpassword: field('basicSetup:device.adminPassword'),
    },
  },
  display: {
    screen: 'basicSetup:menu.display',
    fields: {
      language: field('basicSetup:display.language'),
      dateformat: field('basicSetup:display.dateFormat'),
      timeformat: field('basicSetup:display.timeFormat', choices({ 12: 'basicSetup:display.hour12', 24: 'basicSetup:display.hour24' })),
      powersaving: field('basicSetup:display.powerSaving', choice('basicSetup:display.powerSavingModes')),
      screeninterval: field('basicSetup:display.screenInterval'),
      synclocaltime: field('basicSetup:display.syncLocalTime', flag),
      keyboardlock: field('basicSetup:display.keyboardLock', flag),
    },
  },
  identify: {
    screen: 'basicSetup:menu.identifyMode',
    fields: { identifymode: field('basicSetup:identifyMode.mode', identifyMode('basicSetup:identifyMode.modes')) },
  },
  fpcompare: {
    screen: 'basicSetup:menu.fingerprint',
    fields: { precision: field('basicSetup:fingerprint.precision', choice('basicSetup:fingerprint.levels')) },
  },
  ethernet: { screen: 'network:menu.ethernet', fields: address('network') },
  internet: { screen: 'network:menu.internet', fields: address('network') },
  wifi: {
    screen: 'network:menu.wifi',
    fields: {
      mode: field('network:wifi.mode', choices({ station: 'network:wifi.station', ap: 'network:wifi.ap' })),
      ssid: field('network:wifi.ssid'),
      password: field('network:wifi.password'),
      apnamemode: field('network:wifi.apnamemode', choices({ default: 'network:wifi.apnameDefault', custom: 'network:wifi.apnameCustom' })),
      apname: field('network:wifi.apname'),
      appassword: field('network:wifi.appassword'),
    },
  },
  commmode: {
    screen: 'network:menu.commMode',
    fields: {
      port: field('network:commMode.port'),
      commpwdswitch: field('network:commMode.passwordSwitch', flag),
      commpwd: field('network:commMode.password'),
      servertype: field('network:commMode.serverType', choices({ ip: 'network:commMode.typeIp', url: 'network:commMode.typeUrl' })),
      serverip: field('network:commMode.serverIp'),
      serverurl: field('network:commMode.serverUrl'),
    },
  },
  rest: {
    screen: 'network:menu.securityOne',
    fields: {
      restswitch: field('network:secuOne.switch', flag),
      restserver: field('network:secuOne.server'),
      restport: field('network:secuOne.port'),
      restkey: field('network:secuOne.key'),
    },
  },
  cloud: {
    screen: 'network:menu.cloud',
    fields: {
      cloudcode: field('network:cloud.code'),
      cloudpassword: field('network:cloud.password'),
      cloudserver: field('network:cloud.server'),
    },
  },
  bluetooth: {
    screen: 'network:menu.bluetooth',
    fields: {
      serverswitch: field('network:bluetooth.serverSwitch', flag),
      address: field('network:bluetooth.address'),
      clientswitch: field('network:bluetooth.clientSwitch', flag),
    },
  },
  kaoqin: {
    screen: 'advancedSetup:menu.attendance',
    fields: {
      duplicatepunch: field('advancedSetup:attendance.duplicatePunch'),
      logalarm: field('advancedSetup:attendance.logAlarm'),
      workstart: field('advancedSetup:attendance.workStart'),
      workend: field('advancedSetup:attendance.workEnd'),
    },
  },
  dst: {
    screen: 'advancedSetup:menu.dst',
    fields: {
      mode: field('advancedSetup:dst.mode', choice('advancedSetup:dst.modes')),
      offset: field('advancedSetup:dst.offset', (hours) => text('advancedSetup:dst.hours', { count: hours })),
      ...dstEnd('start'),
      ...dstEnd('end'),
    },
  },
  apply: {
    screen: 'advancedSetup:menu.attendanceStatus',
    fields: Object.fromEntries(
      Array.from({ length: 8 }, (_, n) => [`status${n}`, { label: [text(`advancedSetup:applyStatus.${['in', 'out'][n] ?? 'custom'}`, { n })] }]),
    ),
  },
  print: {
    screen: 'advancedSetup:menu.printSetup',
    fields: { printswitch: field('advancedSetup:print.printout', flag), baudrate: field('advancedSetup:print.baudRate') },
  },
  workmode: {
    screen: 'advancedSetup:menu.workMode',
    fields: {
      workmode: field('advancedSetup:workMode.label', choice('advancedSetup:workMode')),
      authmode: field('advancedSetup:authorizationMode.label', choice('advancedSetup:authorizationMode'), 'advancedSetup:menu.authorizationMode'),
    },
  },
  statuschange: {
    screen: 'advancedSetup:menu.statusChange',
    fields: {
      number: field('advancedSetup:statusChange.statusColumn'),
      ...Object.fromEntries(WEEKDAYS.map((d) => [d, { label: [day(d)] }])),
    },
  },
  access: {
    screen: 'accessControl:menu.accessSetup',
    fields: {
      relaymode: field('accessControl:accessSetup.relaymode', choice('accessControl:accessSetup.relaymodes')),
      doorsensor: field('accessControl:accessSetup.doorsensor', flag),
      relaydelay: field('accessControl:accessSetup.relaydelay'),
      wiegandformat: field('accessControl:accessSetup.wiegandformat', choice('accessControl:accessSetup.wiegandformats')),
      fixedwiegand: field('accessControl:accessSetup.fixedwiegand'),
      byteorder: field('accessControl:accessSetup.byteorder', choice('accessControl:accessSetup.byteorders')),
      cardlength: field('accessControl:accessSetup.cardlength', (bytes) => text('accessControl:accessSetup.bytes', { count: bytes })),
      tamperalarm: field('accessControl:accessSetup.tamperalarm', flag),
      power12v: field('accessControl:accessSetup.power12v', flag),
      normallyopen: field('accessControl:doorSchedule.normallyopen.legend', undefined, 'accessControl:menu.normallyOpen'),
      normallyclose: field('accessControl:doorSchedule.normallyclose.legend', undefined, 'accessControl:menu.normallyClose'),
    },
  },
  timezone: {
    screen: 'accessControl:menu.timeZone',
    fields: {
      id: field('accessControl:timeZone.zone'),
      ...Object.fromEntries(
        WEEKDAYS.flatMap((d) => [
          [`${d}start`, { label: [day(d), text('accessControl:timeZone.start')] }],
          [`${d}end`, { label: [day(d), text('accessControl:timeZone.end')] }],
        ]),
      ),
    },
  },
  group: {
    screen: 'common:timeZoneGroup',
    fields: {
      id: field('accessControl:group.group'),
      ...Object.fromEntries(
        [1, 2, 3, 4].map((n) => [
          `time${n}`,
          { label: [text('accessControl:group.slot', { n })], option: (zone: unknown) => (zone === 0 ? text('accessControl:group.noZone') : undefined) },
        ]),
      ),
    },
  },
  wiegandAuth: peripheral('advancedSetup:menu.wiegandAuthorization'),
  bluetoothAuth: peripheral('advancedSetup:menu.bluetoothAuthorization'),
  [BACKUP_USERS]: {
    screen: 'users:menu.userList',
    fields: {
      userid: field('users:fields.userid'),
      username: field('users:fields.username'),
      cardid: field('users:fields.cardid'),
      admin: field('users:fields.admin', flag),
      groupid: field('common:timeZoneGroup'),
      identifymode: field('users:fields.identifymode', identifyMode('users:identifyModes')),
      face: field('users:face.title', flag),
      fingerprints: field('users:fingerprint.title'),
    },
  },
};
