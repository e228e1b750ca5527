import { z } from 'zod';
import { wireDate, wireFlag, wireInt, wireName, wireOptionalDate, wireShellSafeText, wireText, wireTrimmedText, wireWifiPassword } from './fields';
import { HOLIDAY_REPEATS, lastDayOfYearFrom } from './holidayDates';
import { FieldMessage, type FieldMessageKey } from './messages';
import { withRule } from './rules';
import {
  HHMM,
  ipv4ToInt,
  isContiguousMask,
  rowsGroup,
  singleGroup,
  wireChoice,
  wireHost,
  wireHostName,
  wireIdList,
  wireIpv4,
  wireNumberChoice,
  wireTime,
  wireTimeZone,
} from './settingsKit';

/**
 * Every settings group of the terminal (SPEC §3), one entry each: fields with
 * their bounds (SPEC §5/§9), factory defaults, and the swapped pair of names
 * (Set<X> reads, Get<X> writes). The emulator generates its routes from
 * `SETTINGS_GROUPS`; the console builds its forms from the same schemas.
 */

/** Languages the terminal's own display offers (element as real terminals spell it). */
export const DEVICE_LANGUAGES = [
  { element: 'en', name: 'English' },
  { element: 'zh-cn', name: '简体中文' },
  { element: 'zh-tw', name: '繁體中文' },
  { element: 'pt', name: 'Português' },
  { element: 'es', name: 'Español' },
  { element: 'fr', name: 'Français' },
  { element: 'de', name: 'Deutsch' },
  { element: 'it', name: 'Italiano' },
  { element: 'ru', name: 'Русский' },
  { element: 'pl', name: 'Polski' },
  { element: 'cs', name: 'Čeština' },
  { element: 'ro', name: 'Română' },
  { element: 'sl', name: 'Slovenščina' },
  { element: 'hr', name: 'Hrvatski' },
  { element: 'el', name: 'Ελληνικά' },
  { element: 'id', name: 'Bahasa Indonesia' },
  { element: 'th', name: 'ไทย' },
  { element: 'ar', name: 'العربية' },
  { element: 'fa', name: 'فارسی' },
  { element: 'he', name: 'עברית' },
] as const;
const languageElements = DEVICE_LANGUAGES.map((l) => l.element) as unknown as readonly [string, ...string[]];

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * Device-wide identify modes. `needs` names the funOption flags (SetInfoParam)
 * the model must have; the console offers only the modes the model supports.
 */
export const IDENTIFY_MODES = [
  { value: 0, key: 'any', needs: [] },
  { value: 1, key: 'fp', needs: ['FP'] },
  { value: 2, key: 'card', needs: ['CARD'] },
  { value: 3, key: 'password', needs: [] },
  { value: 4, key: 'face', needs: ['FACE'] },
  { value: 5, key: 'fpAndCard', needs: ['FP', 'CARD'] },
  { value: 6, key: 'fpAndPassword', needs: ['FP'] },
  { value: 7, key: 'cardAndPassword', needs: ['CARD'] },
  { value: 8, key: 'faceAndCard', needs: ['FACE', 'CARD'] },
  { value: 9, key: 'faceAndPassword', needs: ['FACE'] },
  { value: 10, key: 'iris', needs: ['IRIS'] },
] as const;

/** The nine Wiegand output formats (SPEC §3). */
export const WIEGAND_FORMATS = [
  'wiegand26',
  'vendor',
  'fixedheader',
  'card26big',
  'card26little',
  'card34big',
  'card34little',
  'card66big',
  'card66little',
] as const;

export const BAUD_RATES = [1200, 2400, 4800, 9600, 19200, 38400, 57600, 115200] as const;
export const DST_WEEKS = ['1', '2', '3', '4', '5', '6', 'last', 'penult'] as const;
export const TIMEZONE_COUNT = 32;
export const GROUP_COUNT = 16;
export const STATUS_COUNT = 8;
export const HOLIDAY_COUNT = 32;
/** A holiday's name: as long as a user's name may be. */
export const HOLIDAY_NAME_MAX = 24;
/** Device passwords (admin PIN, communication key): up to 6 digits (SPEC §9). */
const PIN_DIGITS = 6;
const pin = () =>
  withRule(wireText(PIN_DIGITS).pipe(z.string().regex(new RegExp(`^\\d{0,${PIN_DIGITS}}$`), FieldMessage.pinDigits)), {
    maxLength: PIN_DIGITS,
    message: FieldMessage.pinDigits,
  });

const network = {
  ipmode: wireChoice(['static', 'dhcp']),
  ip: wireIpv4(),
  mask: wireIpv4(),
  gateway: wireIpv4(),
  dns: wireIpv4(),
};

/** Mask contiguous; with a static address: a host address, and the gateway inside its subnet. */
function checkNetwork(
  v: { ipmode: string; ip: string; mask: string; gateway: string },
  issue: (field: string, message: FieldMessageKey) => void,
) {
  if (!isContiguousMask(v.mask)) issue('mask', FieldMessage.maskContiguous);
  if (v.ipmode !== 'static') return;
  const mask = ipv4ToInt(v.mask);
  const ip = ipv4ToInt(v.ip);
  const hostBits = 0xffffffff - mask;
  const host = ip % (hostBits + 1);
  if (host === 0 || host === hostBits) issue('ip', FieldMessage.hostAddress);
  if (ipv4ToInt(v.gateway) === ip) issue('gateway', FieldMessage.gatewayIsAddress);
  else if (ipv4ToInt(v.gateway) - (ipv4ToInt(v.gateway) % (hostBits + 1)) !== ip - host) issue('gateway', FieldMessage.gatewaySubnet);
}

/** The address, mask and gateway are the device's own only with a static address; DHCP brings its own. */
const staticOnly = { ip: isStatic, mask: isStatic, gateway: isStatic };
function isStatic(v: { ipmode: string }) {
  return v.ipmode === 'static';
}

export const deviceGroup = singleGroup({
  id: 'device',
  permission: 'basicSetting',
  screen: 'basicSetup:device',
  doc: 'deviceid, volume, adminpassword (the PIN of the device menu, digits).',
  read: { name: 'SetMachineParam', method: 'GET' },
  write: { name: 'GetMachineParam', method: 'GET' },
  fields: { deviceid: wireInt(1, 99_999_999), volume: wireInt(0, 10), adminpassword: pin() },
  defaults: { deviceid: 1, volume: 5, adminpassword: '' },
  confirm: { field: 'adminpassword', with: 'confirm' },
});

export const displayGroup = singleGroup({
  id: 'display',
  permission: 'basicSetting',
  screen: 'basicSetup:display',
  readBySession: true,
  doc:
    'language (a DEVICE_LANGUAGES element), dateformat, timeformat 12|24, powersaving disable|screensaver|closesaver, ' +
    'screeninterval (seconds before power saving), synclocaltime 0|1, keyboardlock 0|1.',
  read: { name: 'SetTimeParam', method: 'GET' },
  write: { name: 'GetTimeParam', method: 'GET' },
  fields: {
    language: wireChoice(languageElements),
    dateformat: wireChoice(['YYYY-MM-DD', 'YYYY/MM/DD', 'DD/MM/YYYY', 'DD-MM-YYYY', 'MM/DD/YYYY', 'MM-DD-YYYY']),
    timeformat: wireNumberChoice([12, 24]),
    powersaving: wireChoice(['disable', 'screensaver', 'closesaver']),
    screeninterval: wireInt(10, 3600),
    synclocaltime: wireFlag(),
    keyboardlock: wireFlag(),
  },
  defaults: {
    language: 'en',
    dateformat: 'YYYY-MM-DD',
    timeformat: 24,
    powersaving: 'screensaver',
    screeninterval: 60,
    synclocaltime: 0,
    keyboardlock: 0,
  },
  // The idle time before power saving starts means nothing with power saving off.
  appliesWhen: { screeninterval: (v) => v.powersaving !== 'disable' },
  rebootOn: ['language'],
});

export const identifyGroup = singleGroup({
  id: 'identify',
  permission: 'basicSetting',
  screen: 'basicSetup:identifyMode',
  doc: 'identifymode, an IDENTIFY_MODES value the model supports (funOption).',
  read: { name: 'SetIdentifyParam', method: 'GET' },
  write: { name: 'GetIdentifyParam', method: 'GET' },
  fields: { identifymode: wireInt(0, IDENTIFY_MODES.length - 1) },
  defaults: { identifymode: 0 },
});

export const fpcompareGroup = singleGroup({
  id: 'fpcompare',
  permission: 'basicSetting',
  screen: 'basicSetup:fingerprint',
  doc: 'precision normal|precision|advanced (fingerprint matching threshold).',
  read: { name: 'SetFPCompareParam', method: 'GET' },
  write: { name: 'GetFPCompareParam', method: 'GET' },
  fields: { precision: wireChoice(['normal', 'precision', 'advanced']) },
  defaults: { precision: 'normal' },
});

export const ethernetGroup = singleGroup({
  id: 'ethernet',
  permission: 'network',
  screen: 'network:ethernet',
  doc: 'ipmode static|dhcp, ip, mask (contiguous), gateway (inside the subnet when static), dns; IPv4 dotted quads.',
  read: { name: 'SetEthernetParam', method: 'GET' },
  write: { name: 'GetEthernetParam', method: 'GET' },
  fields: network,
  check: checkNetwork,
  appliesWhen: staticOnly,
  rollbackOn: ['ipmode', 'ip', 'mask', 'gateway'],
  defaults: { ipmode: 'static', ip: '192.168.0.218', mask: '255.255.255.0', gateway: '192.168.0.1', dns: '8.8.8.8' },
});

export const internetGroup = singleGroup({
  id: 'internet',
  permission: 'network',
  screen: 'network:internet',
  doc: 'the WAN side (4G/PPPoE uplink): same fields and rules as ethernet.',
  read: { name: 'SetInternetParam', method: 'GET' },
  write: { name: 'GetInternetParam', method: 'GET' },
  fields: network,
  check: checkNetwork,
  appliesWhen: staticOnly,
  rollbackOn: ['ipmode', 'ip', 'mask', 'gateway'],
  defaults: { ipmode: 'dhcp', ip: '10.64.0.20', mask: '255.255.255.0', gateway: '10.64.0.1', dns: '1.1.1.1' },
});

export const wifiGroup = singleGroup({
  id: 'wifi',
  permission: 'network',
  screen: 'network:wifi',
  doc:
    'mode station|ap, ssid (required in station mode), password (empty or a WPA passphrase: WPA_PASSPHRASE), ' +
    'apnamemode custom|default, apname (required when custom), appassword (empty or a WPA passphrase). ' +
    'A failed SetAllWirless puts mode back to ap. ' +
    'Names without control characters or shell metacharacters, passwords printable ASCII without them.',
  read: { name: 'SetWirless', method: 'GET' },
  write: { name: 'GetWirless', method: 'GET' },
  fields: {
    mode: wireChoice(['station', 'ap']),
    ssid: wireShellSafeText(32),
    password: wireWifiPassword(),
    apnamemode: wireChoice(['custom', 'default']),
    apname: wireShellSafeText(32),
    appassword: wireWifiPassword(),
  },
  requiredWhen: { ssid: (v) => v.mode === 'station', apname: (v) => v.apnamemode === 'custom' },
  // Station mode joins the network named by ssid and password; AP mode runs the device's own.
  appliesWhen: {
    ssid: (v) => v.mode === 'station',
    password: (v) => v.mode === 'station',
    apnamemode: (v) => v.mode === 'ap',
    apname: (v) => v.mode === 'ap' && v.apnamemode === 'custom',
    appassword: (v) => v.mode === 'ap',
  },
  rollbackOn: ['mode', 'ssid', 'password'],
  writeOnly: ['password', 'appassword'],
  live: {
    fields: { connected: z.number().optional(), connectedip: z.string().optional(), connectedsignal: z.number().optional() },
    doc:
      'Live link (absent on older firmware): connected 1 while station mode has joined ssid, with connectedip (the ' +
      'address the network gave) and connectedsignal (dBm); connected 0 otherwise.',
  },
  defaults: { mode: 'ap', ssid: '', password: '', apnamemode: 'default', apname: '', appassword: '' },
});

/** A key a server hands out (Secu One's API key, a central server's device key): up to 64 of A-Z a-z 0-9 - _. */
const wireApiKey = () =>
  withRule(wireText(64).pipe(z.string().regex(/^[A-Za-z0-9_-]*$/, FieldMessage.apiKey)), { maxLength: 64, message: FieldMessage.apiKey });

export const commmodeGroup = singleGroup({
  id: 'commmode',
  permission: 'network',
  screen: 'network:commMode',
  doc:
    'port, commpwdswitch 0|1, commpwd (digits, required when the switch is on), servertype ip|url, ' +
    'serverip (IPv4), serverport (with serverip), serverurl (host name or IPv4, optionally http(s)://, :port and path; ' +
    'required when servertype is url); pushswitch 0|1 connects the terminal to that central server over the PUSH ' +
    '(iclock/ADMS) protocol; pushkey, the device key the server may ask for (pushcommkey), never answered.',
  read: { name: 'SetCommMode', method: 'GET' },
  write: { name: 'GetCommMode', method: 'GET' },
  fields: {
    port: wireInt(1, 65535),
    commpwdswitch: wireFlag(),
    commpwd: pin(),
    servertype: wireChoice(['ip', 'url']),
    serverip: wireIpv4(),
    serverport: wireInt(1, 65535),
    serverurl: wireHost(128),
    pushswitch: wireFlag(),
    pushkey: wireApiKey(),
  },
  requiredWhen: { commpwd: (v) => v.commpwdswitch === 1, serverurl: (v) => v.servertype === 'url' },
  appliesWhen: {
    commpwd: (v) => v.commpwdswitch === 1,
    serverip: (v) => v.servertype === 'ip',
    serverport: (v) => v.servertype === 'ip',
    serverurl: (v) => v.servertype === 'url',
    pushkey: (v) => v.pushswitch === 1,
  },
  writeOnly: ['pushkey'],
  defaults: {
    port: 5010,
    commpwdswitch: 0,
    commpwd: '',
    servertype: 'ip',
    serverip: '192.168.0.10',
    serverport: 8081,
    serverurl: '',
    pushswitch: 0,
    pushkey: '',
  },
});

export const restGroup = singleGroup({
  id: 'rest',
  permission: 'network',
  screen: 'network:securityOne',
  doc:
    'Secu One (the vendor cloud REST service): restswitch 0|1, restserver (host or URL), restport, ' +
    'restkey (API key of A-Z a-z 0-9 - _); server and key are required while the switch is on.',
  read: { name: 'SetRestParam', method: 'GET' },
  write: { name: 'GetRestParam', method: 'GET' },
  fields: {
    restswitch: wireFlag(),
    restserver: wireHost(128),
    restport: wireInt(1, 65535),
    restkey: wireApiKey(),
  },
  requiredWhen: { restserver: (v) => v.restswitch === 1, restkey: (v) => v.restswitch === 1 },
  defaults: { restswitch: 0, restserver: '', restport: 443, restkey: '' },
});

export const cloudGroup = singleGroup({
  id: 'cloud',
  permission: 'network',
  screen: 'network:cloud',
  doc:
    'cloudcode, cloudpassword, cloudserver (host or URL); code and password without control ' +
    'characters or shell metacharacters.',
  read: { name: 'SetCloudParam', method: 'GET' },
  write: { name: 'GetCloudParam', method: 'GET' },
  fields: { cloudcode: wireShellSafeText(32), cloudpassword: wireShellSafeText(32), cloudserver: wireHost(128) },
  defaults: { cloudcode: '', cloudpassword: '', cloudserver: 'cloud.example.com' },
});

export const bluetoothGroup = singleGroup({
  id: 'bluetooth',
  permission: 'network',
  screen: 'network:bluetooth',
  doc:
    'serverswitch 0|1 (others may connect), address (the device’s Bluetooth name, trimmed, at most 32 characters, ' +
    'no control characters or shell metacharacters), clientswitch 0|1 (connects to peers).',
  read: { name: 'SetBluetoothParam', method: 'GET' },
  write: { name: 'GetBluetoothParam', method: 'POST' },
  fields: { serverswitch: wireFlag(), address: wireName(32), clientswitch: wireFlag() },
  defaults: { serverswitch: 1, address: 'TAC-BT', clientswitch: 0 },
});

export const kaoqinGroup = singleGroup({
  id: 'kaoqin',
  permission: 'advancedSetting',
  screen: 'advancedSetup:attendance',
  doc:
    'attendance: duplicatepunch minutes (punches closer together count once), logalarm (free record slots ' +
    'left when the device raises its log alarm, event 405; 0: none), workstart and workend HH:MM (start < end; reports compute late/early from them).',
  read: { name: 'SetKaoqinParam', method: 'GET' },
  write: { name: 'GetKaoqinParam', method: 'GET' },
  fields: { duplicatepunch: wireInt(0, 250), logalarm: wireInt(0, 5000), workstart: wireTime(), workend: wireTime() },
  check: (v, issue) => {
    if (v.workstart >= v.workend) issue('workend', FieldMessage.workEndAfterStart);
  },
  defaults: { duplicatepunch: 3, logalarm: 100, workstart: '09:00', workend: '18:00' },
});

/** How the device keeps its clock: set by hand, or from NTP servers. */
export const TIME_MODES = ['manual', 'ntp'] as const;
/** The years the device clock runs (its RTC's two-digit year). */
export const CLOCK_YEARS = { min: 2000, max: 2099 };
/** Why the last NTP exchange failed (the read's ntperror; '' after a good one). */
export const NTP_ERRORS = ['notResolved', 'timeout', 'refused', 'badAnswer', 'kissOfDeath', 'unsynchronized'] as const;
export type NtpError = (typeof NTP_ERRORS)[number];
export const NTP_SERVER_MAX = 253;
const ntpOn = (v: { timemode?: string }) => v.timemode === 'ntp';
const manualClock = (v: { timemode?: string }) => v.timemode !== 'ntp';

export const datetimeGroup = singleGroup({
  id: 'datetime',
  permission: 'advancedSetting',
  screen: 'advancedSetup:timeSetup',
  doc:
    'date YYYY-MM-DD (2000-2099) and time HH:MM or HH:MM:SS of the device clock, local time. Writing sets the emulated ' +
    'clock (kept as an offset from the host clock); reading answers the clock now. Network time (absent on older ' +
    'firmware, each field optional): timemode manual|ntp; in ntp mode ntpserver1 (required), ntpserver2, ntpserver3 ' +
    '(host name or IPv4 address, no port), ntpport 1-65535 (123), ntpinterval minutes 1-1440 (60) between SNTP ' +
    'exchanges, one at every write; a date and time written in ntp mode are ignored. timezone: an IANA zone ' +
    '(Europe/Paris) whose rules, daylight saving included, give the local time (the DST group is then not applied), ' +
    "or '' for none (local time is standard time plus the DST group's rule).",
  read: { name: 'SetDateTimeParam', method: 'GET' },
  write: { name: 'GetDateTimeParam', method: 'GET' },
  fields: {
    date: withRule(wireDate(), { valueRange: CLOCK_YEARS }),
    time: withRule(wireText(8).pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, FieldMessage.time)), { maxLength: 8, message: FieldMessage.time }),
    timemode: wireChoice(TIME_MODES).optional(),
    ntpserver1: wireHostName(NTP_SERVER_MAX).optional(),
    ntpserver2: wireHostName(NTP_SERVER_MAX).optional(),
    ntpserver3: wireHostName(NTP_SERVER_MAX).optional(),
    ntpport: wireInt(1, 65535).optional(),
    ntpinterval: wireInt(1, 1440).optional(),
    timezone: wireTimeZone().optional(),
  },
  check: (v, issue) => {
    const year = Number(v.date.slice(0, 4));
    if (year < CLOCK_YEARS.min || year > CLOCK_YEARS.max) issue('date', FieldMessage.clockYears);
  },
  requiredWhen: { ntpserver1: ntpOn },
  appliesWhen: {
    date: manualClock,
    time: manualClock,
    ntpserver1: ntpOn,
    ntpserver2: ntpOn,
    ntpserver3: ntpOn,
    ntpport: ntpOn,
    ntpinterval: ntpOn,
  },
  live: {
    fields: { ntplastsync: z.string().optional(), ntpoffsetms: z.number().optional(), ntperror: z.string().optional() },
    doc:
      'Network time status (absent on older firmware): ntplastsync the instant of the last good exchange (ISO 8601 UTC, ' +
      "'' before one), ntpoffsetms the correction it applied (ms), ntperror " +
      `${NTP_ERRORS.join('|')} when the last exchange failed ('' otherwise).`,
  },
  defaults: {
    date: '2026-01-01',
    time: '00:00:00',
    timemode: 'manual',
    ntpserver1: 'pool.ntp.org',
    ntpserver2: '',
    ntpserver3: '',
    ntpport: 123,
    ntpinterval: 60,
    timezone: '',
  },
});

/** February may have 29 days: the device takes 29 Feb and skips it in other years. */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const dstOn = (v: { mode: string }) => v.mode !== 'disable';
const byDate = (v: { mode: string }) => v.mode === 'date';
const byWeek = (v: { mode: string }) => v.mode === 'week';

export const dstGroup = singleGroup({
  id: 'dst',
  permission: 'advancedSetting',
  screen: 'advancedSetup:dst',
  doc:
    'mode disable|date|week, offset hours; start and end each as month plus, in date mode, day (must exist in ' +
    'that month) or, in week mode, week and weekday; starttime/endtime HH:MM. While the ' +
    'rule is in force the device clock (SetDateTimeParam) shows offset hours more.',
  read: { name: 'SetDSTParam', method: 'GET' },
  write: { name: 'GetDSTParam', method: 'POST' },
  fields: {
    mode: wireChoice(['disable', 'date', 'week']),
    offset: wireInt(0, 3),
    startmonth: wireInt(1, 12),
    startday: wireInt(1, 31),
    startweek: wireChoice(DST_WEEKS),
    startweekday: wireChoice(WEEKDAYS),
    starttime: wireTime(),
    endmonth: wireInt(1, 12),
    endday: wireInt(1, 31),
    endweek: wireChoice(DST_WEEKS),
    endweekday: wireChoice(WEEKDAYS),
    endtime: wireTime(),
  },
  check: (v, issue) => {
    if (v.mode !== 'date') return;
    if (v.startday > (DAYS_IN_MONTH[v.startmonth - 1] ?? 0)) issue('startday', FieldMessage.dstNoSuchDay);
    if (v.endday > (DAYS_IN_MONTH[v.endmonth - 1] ?? 0)) issue('endday', FieldMessage.dstNoSuchDay);
    if (v.startmonth === v.endmonth && v.startday === v.endday) issue('endday', FieldMessage.dstSameDay);
  },
  appliesWhen: {
    offset: dstOn,
    startmonth: dstOn,
    starttime: dstOn,
    endmonth: dstOn,
    endtime: dstOn,
    startday: byDate,
    endday: byDate,
    startweek: byWeek,
    startweekday: byWeek,
    endweek: byWeek,
    endweekday: byWeek,
  },
  defaults: {
    mode: 'disable',
    offset: 1,
    startmonth: 3,
    startday: 31,
    startweek: 'last',
    startweekday: 'sun',
    starttime: '02:00',
    endmonth: 10,
    endday: 31,
    endweek: 'last',
    endweekday: 'sun',
    endtime: '03:00',
  },
});

/** A status label: the device shows it and firmware writes it into its config and reports. */
const STATUS_LABEL_MAX = 16;
const statusLabel = () =>
  withRule(wireShellSafeText(STATUS_LABEL_MAX).pipe(z.string().trim().min(1, FieldMessage.required)), {
    maxLength: STATUS_LABEL_MAX,
    required: true,
    counted: true,
  });
export const applyGroup = singleGroup({
  id: 'apply',
  permission: 'advancedSetting',
  screen: 'advancedSetup:attendanceStatus',
  readBySession: true,
  doc:
    'the eight attendance status labels status0 (IN) .. status7, none empty, without control characters ' +
    'or shell metacharacters, all different.',
  read: { name: 'SetApplyParam', method: 'GET' },
  write: { name: 'GetApplyParam', method: 'GET' },
  fields: {
    status0: statusLabel(),
    status1: statusLabel(),
    status2: statusLabel(),
    status3: statusLabel(),
    status4: statusLabel(),
    status5: statusLabel(),
    status6: statusLabel(),
    status7: statusLabel(),
  },
  check: (v, issue) => {
    const seen = new Set<string>();
    for (const [field, label] of Object.entries(v)) {
      if (seen.has(label.toLowerCase())) issue(field, FieldMessage.statusLabelsDiffer);
      seen.add(label.toLowerCase());
    }
  },
  defaults: {
    status0: 'IN',
    status1: 'OUT',
    status2: 'BREAK-OUT',
    status3: 'BREAK-IN',
    status4: 'OT-IN',
    status5: 'OT-OUT',
    status6: 'status6',
    status7: 'status7',
  },
});

export const printGroup = singleGroup({
  id: 'print',
  permission: 'advancedSetting',
  screen: 'advancedSetup:printSetup',
  doc: `printswitch 0|1, baudrate one of ${BAUD_RATES.join(', ')}.`,
  read: { name: 'SetPrintParam', method: 'GET' },
  write: { name: 'GetPrintParam', method: 'GET' },
  fields: { printswitch: wireFlag(), baudrate: wireNumberChoice(BAUD_RATES) },
  defaults: { printswitch: 0, baudrate: 9600 },
});

export const workmodeGroup = singleGroup({
  id: 'workmode',
  permission: 'advancedSetting',
  screen: 'advancedSetup:workMode',
  fieldScreens: { authmode: 'advancedSetup:authorizationMode' },
  doc:
    'workmode attendance|access|both (what a punch does: record only, open the door, or both); authmode ' +
    'local|server|localserver (who verifies: the device, the server it reports to, or the device with server fallback).',
  read: { name: 'SetWorkModeSwitch', method: 'GET' },
  write: { name: 'GetWorkModeSwitch', method: 'GET' },
  fields: { workmode: wireChoice(['attendance', 'access', 'both']), authmode: wireChoice(['local', 'server', 'localserver']) },
  defaults: { workmode: 'both', authmode: 'local' },
});

export const accessGroup = singleGroup({
  id: 'access',
  permission: 'accessControl',
  screen: 'accessControl:accessSetup',
  fieldScreens: { normallyopen: 'accessControl:normallyOpen', normallyclose: 'accessControl:normallyClose' },
  doc:
    'relaymode none|ring|dooropen, doorsensor 0|1, relaydelay seconds, sensordelay seconds (1-255: how long the door ' +
    'may stand open on a locked relay before the held-open alarm; with a door sensor only), wiegandformat (one of WIEGAND_FORMATS), ' +
    'fixedwiegand (the header byte of the fixedheader format), byteorder big|little, cardlength 4|3 bytes, ' +
    'tamperalarm 0|1, power12v 0|1, normallyopen and normallyclose: time-zone ids (comma-separated or array) ' +
    'during which the door is held unlocked / locked; a time zone cannot be in both.',
  read: { name: 'SetAccessControl', method: 'GET' },
  write: { name: 'GetAccessControl', method: 'GET' },
  fields: {
    relaymode: wireChoice(['none', 'ring', 'dooropen']),
    doorsensor: wireFlag(),
    relaydelay: wireInt(1, 255),
    sensordelay: wireInt(1, 255),
    wiegandformat: wireChoice(WIEGAND_FORMATS),
    fixedwiegand: wireInt(0, 255),
    byteorder: wireChoice(['big', 'little']),
    cardlength: wireNumberChoice([4, 3]),
    tamperalarm: wireFlag(),
    power12v: wireFlag(),
    normallyopen: wireIdList(1, TIMEZONE_COUNT, TIMEZONE_COUNT),
    normallyclose: wireIdList(1, TIMEZONE_COUNT, TIMEZONE_COUNT),
  },
  check: (v, issue) => {
    if (v.normallyopen.some((id) => v.normallyclose.includes(id))) issue('normallyclose', FieldMessage.zoneInBothSchedules);
  },
  // Without a relay there is nothing to delay; a bell relay drives no door, so it has no door
  // sensor, and without a sensor nothing tells that the door stands open; the header byte belongs to the fixed-header Wiegand format only.
  appliesWhen: {
    relaydelay: (v) => v.relaymode !== 'none',
    doorsensor: (v) => v.relaymode === 'dooropen',
    sensordelay: (v) => v.relaymode === 'dooropen' && v.doorsensor === 1,
    fixedwiegand: (v) => v.wiegandformat === 'fixedheader',
  },
  defaults: {
    relaymode: 'dooropen',
    doorsensor: 0,
    relaydelay: 5,
    sensordelay: 10,
    wiegandformat: 'wiegand26',
    fixedwiegand: 0,
    byteorder: 'big',
    cardlength: 4,
    tamperalarm: 1,
    power12v: 1,
    normallyopen: [],
    normallyclose: [],
  },
});

const dayFields = Object.fromEntries(
  WEEKDAYS.flatMap((d) => [
    [`${d}start`, wireTime()],
    [`${d}end`, wireTime()],
  ]),
) as Record<`${Weekday}${'start' | 'end'}`, ReturnType<typeof wireTime>>;

/** A time zone's day from 00:00 to 00:00 is closed: the zone does not cover that day (the only day whose start is not before its end). */
export const CLOSED_DAY = { start: '00:00', end: '00:00' } as const;
export const isClosedDay = (start: string, end: string) => start === CLOSED_DAY.start && end === CLOSED_DAY.end;

/** Whether a time zone covers a moment: its weekday’s span holds the minute HH:MM, both ends included (zone 1’s 00:00–23:59 is the whole day). */
export function zoneCovers(row: Record<`${Weekday}${'start' | 'end'}`, string>, weekday: Weekday, time: string): boolean {
  const start = row[`${weekday}start`];
  const end = row[`${weekday}end`];
  return !isClosedDay(start, end) && start <= time && time <= end;
}

export const timezoneGroup = rowsGroup({
  id: 'timezone',
  permission: 'accessControl',
  screen: 'accessControl:timeZone',
  readBySession: true,
  doc:
    `per weekday <day>start and <day>end HH:MM (mon..sun) with start < end; ${CLOSED_DAY.start}-${CLOSED_DAY.end} means closed that day. ` +
    'Factory: zone 1 open all day every day, the others closed.',
  read: { name: 'SetTimeIntervalInfo', method: 'GET' },
  write: { name: 'GetTimeIntervalInfo', method: 'GET' },
  key: 'id',
  first: 1,
  last: TIMEZONE_COUNT,
  fields: { id: wireInt(1, TIMEZONE_COUNT), ...dayFields },
  check: (row, issue) => {
    for (const d of WEEKDAYS) {
      const start = row[`${d}start`];
      const end = row[`${d}end`];
      if (!isClosedDay(start, end) && start >= end) issue(`${d}end`, FieldMessage.zoneEndAfterStart);
    }
  },
  defaultRow: (id) => {
    const [start, end] = id === 1 ? ['00:00', '23:59'] : [CLOSED_DAY.start, CLOSED_DAY.end];
    return {
      id,
      ...(Object.fromEntries(WEEKDAYS.flatMap((d) => [[`${d}start`, start], [`${d}end`, end]])) as Record<
        `${Weekday}${'start' | 'end'}`,
        string
      >),
    };
  },
});

/** A group's four slots, each a time zone or 0 (unused). */
export const GROUP_SLOTS = ['time1', 'time2', 'time3', 'time4'] as const;

export const groupGroup = rowsGroup({
  id: 'group',
  permission: 'accessControl',
  screen: 'accessControl:group',
  readBySession: true,
  doc:
    'time1..time4: the time zones during which the group’s members may pass, 0 = unused slot; ' +
    'no zone in two slots (0 may repeat).',
  read: { name: 'SetGroupInfo', method: 'GET' },
  write: { name: 'GetGroupInfo', method: 'GET' },
  key: 'id',
  first: 1,
  last: GROUP_COUNT,
  fields: {
    id: wireInt(1, GROUP_COUNT),
    time1: wireInt(0, TIMEZONE_COUNT),
    time2: wireInt(0, TIMEZONE_COUNT),
    time3: wireInt(0, TIMEZONE_COUNT),
    time4: wireInt(0, TIMEZONE_COUNT),
  },
  // A zone named twice would be a mistake: the slot naming it again is refused.
  check: (row, issue) => {
    GROUP_SLOTS.forEach((slot, i) => {
      if (row[slot] !== 0 && GROUP_SLOTS.slice(0, i).some((earlier) => row[earlier] === row[slot])) issue(slot, FieldMessage.zoneTwiceInGroup);
    });
  },
  defaultRow: (id) => ({ id, time1: id === 1 ? 1 : 0, time2: 0, time3: 0, time4: 0 }),
});

/** What a holiday does to the time zones it applies to: closes them all day, or gives them another zone's hours that day. */
export const HOLIDAY_ACTIONS = ['closed', 'zone'] as const;

export const holidayGroup = rowsGroup({
  id: 'holiday',
  permission: 'accessControl',
  screen: 'accessControl:holidays',
  readBySession: true,
  doc:
    `name (trimmed, at most ${HOLIDAY_NAME_MAX} characters; '' = unused row, with start and end ''), start and end ` +
    'YYYY-MM-DD (end = start for one day, never before it), repeat once|yearly (yearly: the same month-days every year from ' +
    'start on, at most a year long, 29 February falling to 28 February in other years), action closed|zone (closed: the ' +
    'zones it applies to cover nothing that day; zone: they take the hours of time zone `zone` for that weekday), ' +
    'zones and groups: the time-zone and group ids it applies to (comma-separated or array, empty = all; a holiday ' +
    'that lists groups leaves the door schedules alone). Where two holidays fall on one day, closed wins, then the lower id.',
  read: { name: 'SetHolidayInfo', method: 'GET' },
  write: { name: 'GetHolidayInfo', method: 'POST' },
  key: 'id',
  first: 1,
  last: HOLIDAY_COUNT,
  fields: {
    id: wireInt(1, HOLIDAY_COUNT),
    name: withRule(wireTrimmedText(HOLIDAY_NAME_MAX), { maxLength: HOLIDAY_NAME_MAX, counted: true }),
    start: wireOptionalDate(),
    end: wireOptionalDate(),
    repeat: wireChoice(HOLIDAY_REPEATS),
    action: wireChoice(HOLIDAY_ACTIONS),
    zone: wireInt(0, TIMEZONE_COUNT),
    zones: wireIdList(1, TIMEZONE_COUNT, TIMEZONE_COUNT),
    groups: wireIdList(1, GROUP_COUNT, GROUP_COUNT),
  },
  check: (row, issue) => {
    if (row.name === '') {
      // An unused row holds no dates: a holiday without a name would act unseen.
      if (row.start !== '' || row.end !== '') issue('name', FieldMessage.required);
      return;
    }
    if (row.start === '') issue('start', FieldMessage.required);
    if (row.end === '') issue('end', FieldMessage.required);
    if (row.start === '' || row.end === '') return;
    if (row.end < row.start) issue('end', FieldMessage.holidayEndBeforeStart);
    else if (row.repeat === 'yearly' && row.end > lastDayOfYearFrom(row.start)) issue('end', FieldMessage.holidayYearlyTooLong);
    if (row.action === 'zone' && row.zone === 0) issue('zone', FieldMessage.required);
  },
  defaultRow: (id) => ({ id, name: '', start: '', end: '', repeat: 'once' as const, action: 'closed' as const, zone: 0, zones: [], groups: [] }),
});

/** Whether a holiday row holds a holiday (an unused row has no name). */
export const isUsedHoliday = (row: { name: string }) => row.name !== '';

const optionalTime = () =>
  withRule(wireText(5).pipe(z.string().regex(new RegExp(`^$|${HHMM.source}`), FieldMessage.time)), {
    maxLength: 5,
    message: FieldMessage.time,
  });
export const statuschangeGroup = rowsGroup({
  id: 'statuschange',
  permission: 'advancedSetting',
  screen: 'advancedSetup:statusChange',
  doc:
    'per status number the time, per weekday mon..sun, at which the device switches to it (HH:MM, "" = not that day); ' +
    'no two statuses at the same time of the same day.',
  read: { name: 'SetStatusChangeInfo', method: 'GET' },
  write: { name: 'GetStatusChangeInfo', method: 'POST' },
  key: 'number',
  first: 0,
  last: STATUS_COUNT - 1,
  fields: {
    number: wireInt(0, STATUS_COUNT - 1),
    ...(Object.fromEntries(WEEKDAYS.map((d) => [d, optionalTime()])) as Record<Weekday, ReturnType<typeof optionalTime>>),
  },
  // Two statuses cannot take over at the same minute of the same day: the device would not know which one wins.
  checkRows: (rows, issue) => {
    for (const day of WEEKDAYS) {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        const time = row[day];
        if (time === '') return;
        if (seen.has(time)) issue(index, day, FieldMessage.statusChangeSameTime);
        seen.add(time);
      });
    }
  },
  defaultRow: (number) => ({
    number,
    ...(Object.fromEntries(
      WEEKDAYS.map((d) => [d, number === 0 && d !== 'sat' && d !== 'sun' ? '06:00' : number === 1 && d !== 'sat' && d !== 'sun' ? '12:00' : '']),
    ) as Record<Weekday, string>),
  }),
});

/** Every settings group by the name of its console query; the emulator registers a read and a write route for each. */
export const SETTINGS_GROUP_BY_NAME = {
  deviceGroup,
  displayGroup,
  identifyGroup,
  fpcompareGroup,
  ethernetGroup,
  internetGroup,
  wifiGroup,
  commmodeGroup,
  restGroup,
  cloudGroup,
  bluetoothGroup,
  kaoqinGroup,
  datetimeGroup,
  dstGroup,
  applyGroup,
  printGroup,
  workmodeGroup,
  accessGroup,
  timezoneGroup,
  groupGroup,
  holidayGroup,
  statuschangeGroup,
} as const;

export const SETTINGS_GROUPS = Object.values(SETTINGS_GROUP_BY_NAME);

export type SettingsGroupId = (typeof SETTINGS_GROUPS)[number]['id'];
export type GroupValue<G extends { schema: z.ZodType }> = z.output<G['schema']>;
export type DstSettings = z.output<typeof dstGroup.schema>;
export type KaoqinSettings = z.output<typeof kaoqinGroup.schema>;
export type AccessSettings = z.output<typeof accessGroup.schema>;
export type TimezoneRow = z.output<typeof timezoneGroup.rowSchema>;
export type GroupRow = z.output<typeof groupGroup.rowSchema>;
export type HolidayRow = z.output<typeof holidayGroup.rowSchema>;
export type StatusChangeRow = z.output<typeof statuschangeGroup.rowSchema>;
