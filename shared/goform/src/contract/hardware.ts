import { z } from 'zod';
import { endpoint } from './define';
import { blankable, wireInt, wireLines, wirePassphrase, wireShellSafeText, wireText, WPA_PASSPHRASE } from './fields';
import { FieldMessage, type FieldMessageKey } from './messages';
import { withRule } from './rules';
import { FP_SLOTS, USERID_MAX } from './users';
import { wireChoice } from './settingsKit';

/** A peripheral MAC address: six hex pairs separated by colons. */
export const MAC = /^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/;
const wireMac = () => wireText(17).pipe(z.string().toUpperCase().regex(MAC, FieldMessage.invalid));
const wireMacList = () =>
  z
    .union([z.array(z.string()), wireText(18 * 64).transform((s) => (s.trim() === '' ? [] : s.split(',')))])
    .pipe(z.array(z.string().trim().toUpperCase().regex(MAC)).min(1).max(64));

/** Catalogue key (with retvalue 10001) of a capture nobody finished in time. */
export const ENROLL_TIMEOUT_KEY = 'enrollTimeout';

/** A Wiegand reader or Bluetooth device known to the terminal (authorization lists). */
export const peripheral = z.object({
  mac: z.string(),
  model: z.string(),
  machine: z.number(),
  route: z.number(),
  /** 1 authorized, 0 not. */
  status: z.number(),
});
export type Peripheral = z.infer<typeof peripheral>;

const captureAction = wireChoice(['start', 'status', 'cancel', 'delete']);
const progress = z.object({ progress: z.number().optional(), userid: z.number().optional() });
const captureCodes =
  'Answers wait {progress 0-100} while capturing (poll with action=status), then success; cancel stops it, delete ' +
  `removes the enrolment. Codes: 40401 unknown user, 10005 another capture is running, 10001/${ENROLL_TIMEOUT_KEY} ` +
  'timed out, 10003 status without a capture or a model without that sensor.';

export const regfp = endpoint({
  name: 'regfp',
  method: 'POST',
  access: 'user',
  request: z.object({ userid: wireInt(1, USERID_MAX), slot: wireInt(0, FP_SLOTS - 1), action: captureAction }),
  response: progress.extend({ slot: z.number().optional() }),
  doc: `Fingerprint enrolment of slot 0-9 (0-4 right thumb..little, 5-9 left). ${captureCodes}`,
});

export const getOnlineEnrollStatus = endpoint({
  name: 'getOnlineEnrollStatus',
  method: 'POST',
  access: 'user',
  request: z.object({ userid: wireInt(1, USERID_MAX), action: captureAction }),
  response: progress,
  doc: `Face enrolment. ${captureCodes}`,
});

const searchAction = z.object({ action: wireChoice(['start', 'status', 'cancel']).optional() });
const searchDoc =
  'The first call (or action=start) starts it and answers wait; later calls answer wait until it is done; ' +
  'action=cancel stops it.';

export const AnvizWiegandMatch = endpoint({
  name: 'AnvizWiegandMatch',
  method: 'GET',
  access: 'advancedSetting',
  request: searchAction,
  response: z.object({ progress: z.number().optional(), reader: peripheral.optional() }),
  doc: `Wiegand pairing: finds a simulated reader and adds it, unauthorized, to the Wiegand list. ${searchDoc}`,
});

const listAnswer = z.object({ items: z.array(peripheral) });
const authorizeRequest = z.object({ macs: wireMacList(), action: wireChoice(['authorize', 'cancel']) });
const authorizeDoc = (list: string) =>
  `Authorizes (action=authorize) or cancels (action=cancel) the ${list} devices whose MACs are given (macs: ` +
  'array or comma-separated), all or none; answers the list. Codes: 10003 empty or unknown MAC.';

export const SetAnvizWiegandAuthorize = endpoint({
  name: 'SetAnvizWiegandAuthorize',
  method: 'POST',
  access: 'advancedSetting',
  request: z.object({}),
  response: listAnswer,
  doc: 'Reads the Wiegand authorization list: items of {mac, model, machine, route 1|2, status 1 authorized|0}.',
});
export const GetAnvizWiegandAuthorize = endpoint({
  name: 'GetAnvizWiegandAuthorize',
  method: 'POST',
  access: 'advancedSetting',
  request: authorizeRequest,
  response: listAnswer,
  doc: authorizeDoc('Wiegand'),
});
export const SetBluetoothAuthorize = endpoint({
  name: 'SetBluetoothAuthorize',
  method: 'POST',
  access: 'advancedSetting',
  request: z.object({}),
  response: listAnswer,
  doc: 'Reads the Bluetooth authorization list (same rows as the Wiegand list).',
});
export const GetBluetoothAuthorize = endpoint({
  name: 'GetBluetoothAuthorize',
  method: 'POST',
  access: 'advancedSetting',
  request: authorizeRequest,
  response: listAnswer,
  doc: authorizeDoc('Bluetooth'),
});

export const blePeer = z.object({ mac: z.string(), name: z.string(), rssi: z.number() });
export const GetSearchBleDev = endpoint({
  name: 'GetSearchBleDev',
  method: 'GET',
  access: 'network',
  request: searchAction,
  response: z.object({ progress: z.number().optional(), items: z.array(blePeer).optional() }),
  doc: `Bluetooth search for peers in range; success answers items {mac, name, rssi}. ${searchDoc}`,
});
export const GetBleConnect = endpoint({
  name: 'GetBleConnect',
  method: 'GET',
  access: 'network',
  request: z.object({ mac: wireMac() }),
  response: peripheral,
  doc: 'Connects a peer found by the last search; it joins the Bluetooth list unauthorized. Codes: 10003 unknown MAC.',
});
export const SetBleDevGroup = endpoint({
  name: 'SetBleDevGroup',
  method: 'GET',
  access: 'network',
  request: z.object({ mac: wireMac(), route: wireInt(1, 2) }),
  response: peripheral,
  doc: 'Assigns a connected Bluetooth device to route (door) 1 or 2. Codes: 10003 MAC not in the list.',
});

/** Security protocols a network may use (scan list, Add Wi-Fi). */
export const WIFI_SECURITY = ['open', 'WEP', 'WPA-PSK', 'WPA2-PSK', 'WPA3-SAE', 'WPA2-EAP'] as const;
export const wifiNetwork = z.object({ ssid: z.string(), signal: z.number(), security: z.string() });
export const GetChooseWirless = endpoint({
  name: 'GetChooseWirless',
  method: 'GET',
  access: 'network',
  request: z.object({}),
  response: z.object({ items: z.array(wifiNetwork) }),
  doc: 'Wi-Fi scan: networks in range {ssid, signal dBm, security open|WPA2-PSK|WPA3-SAE|WPA2-EAP}, strongest first.',
});
/**
 * Whether a password fits the security of the network it joins: none for an open network,
 * a WEP key of 5 or 13 characters (or 10 or 26 hex digits), an EAP password as it is, and
 * otherwise (WPA/WPA2/WPA3, or a network of the scan whose security the device knows) a
 * passphrase of WPA_PASSPHRASE length or none. Answers the message of the break.
 */
export function wifiKeyIssue(security: string | undefined, password: string): FieldMessageKey | undefined {
  if (security === 'open') return password === '' ? undefined : FieldMessage.openNetworkPassword;
  if (security === 'WEP') return [5, 13].includes(password.length) || /^([0-9A-Fa-f]{10}|[0-9A-Fa-f]{26})$/.test(password) ? undefined : FieldMessage.wepKey;
  if (security === 'WPA2-EAP') return undefined;
  return password === '' || password.length >= WPA_PASSPHRASE.minLength ? undefined : FieldMessage.passphrase;
}

/** Encryptions a join may send. */
export const WIFI_ENCRYPTIONS = ['TKIP', 'AES', 'TKIP+AES', 'WEP'] as const;
/**
 * The encryptions each security uses, as access points offer them: WEP only its own
 * cipher, WPA3 only AES (CCMP), WPA2 AES alone or mixed with TKIP, WPA any of the three.
 */
export const WIFI_ENCRYPTIONS_OF: Record<(typeof WIFI_SECURITY)[number], readonly (typeof WIFI_ENCRYPTIONS)[number][]> = {
  open: [],
  WEP: ['WEP'],
  'WPA-PSK': ['TKIP', 'AES', 'TKIP+AES'],
  'WPA2-PSK': ['AES', 'TKIP+AES'],
  'WPA3-SAE': ['AES'],
  'WPA2-EAP': ['AES', 'TKIP+AES'],
};

/** Whether an encryption goes with the security of the join (none sent, or an open network, leaves it to the device). */
export function wifiEncryptionIssue(security: string | undefined, encryption: string | undefined): FieldMessageKey | undefined {
  if (!security || !encryption || security === 'open') return undefined;
  const allowed: readonly string[] = WIFI_ENCRYPTIONS_OF[security as keyof typeof WIFI_ENCRYPTIONS_OF] ?? [];
  return allowed.includes(encryption) ? undefined : FieldMessage.wifiEncryption;
}

const isEnterprise = (v: { security?: string }) => v.security === 'WPA2-EAP';
const isEapTls = (v: { security?: string; eap?: string }) => isEnterprise(v) && v.eap === 'TLS';
/**
 * The fields of a join each security uses (the others are not sent): a key for every
 * secured network but EAP-TLS, which proves itself with the CA certificate; an identity
 * and EAP method for WPA2-EAP, an inner authentication for its password methods.
 */
export const wifiJoinApplies = {
  encryption: (v: { security?: string }) => v.security !== 'open',
  password: (v: { security?: string; eap?: string }) => v.security !== 'open' && !isEapTls(v),
  identity: isEnterprise,
  eap: isEnterprise,
  inner: (v: { security?: string; eap?: string }) => isEnterprise(v) && !isEapTls(v),
  ca: isEapTls,
};

/**
 * What a WPA2-EAP (enterprise) join needs besides its method: an identity, and what proves the
 * device's side — for EAP-TLS the CA certificate in PEM form, for the password methods the password.
 */
export function wifiEnterpriseIssues(
  v: { security?: string; eap?: string; identity?: string; ca?: string; password?: string },
  issue: (field: 'identity' | 'ca' | 'password', message: FieldMessageKey) => void,
): void {
  if (!isEnterprise(v)) return;
  if ((v.identity ?? '').trim() === '') issue('identity', FieldMessage.required);
  if (isEapTls(v)) {
    if (!(v.ca ?? '').includes('BEGIN CERTIFICATE')) issue('ca', FieldMessage.caPem);
  } else if ((v.password ?? '') === '') issue('password', FieldMessage.required);
}

export const SetAllWirless = endpoint({
  name: 'SetAllWirless',
  method: 'GET',
  access: 'network',
  request: z
    .object({
      ssid: withRule(wireShellSafeText(32).pipe(z.string().min(1)), { maxLength: 32, required: true }),
      // The length depends on the security (wifiKeyIssue); the rule names WPA's, the one a form shows.
      password: withRule(wirePassphrase(WPA_PASSPHRASE.maxLength), { ...WPA_PASSPHRASE, message: FieldMessage.passphrase }).optional(),
      security: blankable(wireChoice(WIFI_SECURITY)),
      encryption: blankable(wireChoice(WIFI_ENCRYPTIONS)),
      identity: wireShellSafeText(64).optional(),
      // A PEM certificate: its line breaks are its own; no other control characters, no shell metacharacters.
      ca: withRule(
        wireLines(4096).refine((s) => !/[;|&$`<>\\'"]/.test(s), FieldMessage.shellChars),
        { maxLength: 4096 },
      ).optional(),
      eap: blankable(wireChoice(['PEAP', 'TTLS', 'TLS'])),
      inner: blankable(wireChoice(['MSCHAPV2', 'GTC', 'PAP'])),
    })
    .superRefine((v, ctx) => {
      const issue = wifiKeyIssue(v.security, v.password ?? '');
      if (issue) ctx.addIssue({ code: 'custom', path: ['password'], message: issue });
      const mismatch = wifiEncryptionIssue(v.security, v.encryption);
      if (mismatch) ctx.addIssue({ code: 'custom', path: ['encryption'], message: mismatch });
      wifiEnterpriseIssues(v, (field, message) => ctx.addIssue({ code: 'custom', path: [field], message }));
    }),
  response: z.object({ ssid: z.string(), mode: z.string() }),
  doc:
    'Connects to a network of the scan (Choose Wi-Fi) or added by hand (Add Wi-Fi: security open|WEP|WPA-PSK|' +
    'WPA2-PSK|WPA3-SAE|WPA2-EAP, encryption TKIP|AES|TKIP+AES|WEP, identity, ca (PEM), eap PEAP|TTLS|TLS, inner ' +
    'MSCHAPV2|GTC|PAP). Success puts the wifi group in station mode on that ssid. Codes: 40302 a wrong password, or ' +
    'a network not in range (msg wifiNotInRange) — the device falls back to AP mode either way ' +
    '(visible in SetWirless); 10003 (with field) empty ssid, a WPA2-EAP join without identity, without a PEM ca ' +
    '(eap TLS) or without password (other methods), an encryption the security does not use (WEP only WEP, ' +
    'WPA3-SAE only AES, WPA2 AES or TKIP+AES), a password ' +
    'that does not fit the security (none for open, WEP 5 or 13 characters, otherwise empty or a WPA passphrase: ' +
    'WPA_PASSPHRASE; an open network of the scan ignores one), control characters or shell metacharacters in a field.',
});

export const InitAdminCard = endpoint({
  name: 'InitAdminCard',
  method: 'POST',
  access: 'accessControl',
  request: z.object({}),
  response: z.object({ admincard: z.string() }),
  doc: 'Initializes the management card: the device issues a new admin card number, the old card stops working.',
});

export const SetAdminCard = endpoint({
  name: 'SetAdminCard',
  method: 'GET',
  access: 'accessControl',
  request: z.object({}),
  response: z.object({ admincard: z.string() }),
  doc:
    'Reads the current admin card number (names are swapped: Set reads), the one the last InitAdminCard issued; ' +
    "'' before the first one and after Initialization.",
});
