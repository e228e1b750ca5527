import { z } from 'zod';
import { endpoint } from './define';
import { characterCount, wireText } from './fields';
import { FieldMessage, type FieldMessageKey } from './messages';
import { withRule, type FieldRule } from './rules';
import { isUserIdText, isUserPin, USER_PIN } from './users';

/**
 * Catalogue key (with retvalue 10001) that every call answers while the device
 * restarts: the console can say "device unreachable" rather than "System Error".
 */
export const DEVICE_OFFLINE_KEY = 'deviceOffline';

/**
 * The password of a web account (admin, operator; DESIGN §6a, ETSI EN 303 645 provision 5.1):
 * WEB_PASSWORD.minLength to maxLength characters (Unicode code points: any script, spaces and
 * punctuation allowed, no control or other invisible characters), not only digits, not the
 * account's name, not one of COMMON_PASSWORDS (compared ignoring case). The device refuses
 * any other with 40202; the console says this rule's message before sending. (SPEC §5's
 * "at most 6 characters" is overridden: a 6-character password is a PIN, not a password.)
 * A device user's password stays its keypad PIN (USER_PIN, users.ts).
 */
export const WEB_PASSWORD = { minLength: 8, maxLength: 64 } as const;

/** The most used passwords of leaked lists that fit the length (lower case): refused as they are. */
export const COMMON_PASSWORDS: readonly string[] = [
  'password',
  'password1',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'qwertyuiop',
  'qwerty123',
  'qwerty12345',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  'abcd1234',
  'abc12345',
  'iloveyou',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'admin123',
  'admin1234',
  'administrator',
  'operator',
  'changeme',
  'letmein1',
  'trustno1',
  'zaq12wsx',
  'aa12345678',
  'asdfghjkl',
  'default1',
];

// Control (Cc), format (Cf), surrogate (Cs), private-use (Co) and unassigned (Cn) characters: none can be typed for sure.
const INVISIBLE = /\p{C}/u;

/** A new password of the web account `account` as the policy takes it (WEB_PASSWORD). */
export function isWebPassword(password: string, account: string): boolean {
  const length = characterCount(password);
  const lower = password.toLowerCase();
  return (
    length >= WEB_PASSWORD.minLength &&
    length <= WEB_PASSWORD.maxLength &&
    !INVISIBLE.test(password) &&
    !/^\d+$/.test(password) &&
    lower !== account.trim().toLowerCase() &&
    !COMMON_PASSWORDS.includes(lower)
  );
}

/** A login name that is a device user's id (a number): its password is its keypad PIN; any other is a web account. */
export const isDeviceUserLogin = (userid: string) => isUserIdText(userid.trim());

/**
 * The message of the rule a new password of `userid` breaks, or undefined: a web account's
 * password policy, or a device user's keypad PIN.
 */
export function newPasswordIssue(userid: string, password: string): FieldMessageKey | undefined {
  if (isDeviceUserLogin(userid)) return isUserPin(password) ? undefined : FieldMessage.pinDigits;
  return isWebPassword(password, userid) ? undefined : FieldMessage.webPassword;
}

/** A device user's new password, for a form to read the bounds and message of: its keypad PIN (USER_PIN). */
export const deviceUserNewPassword = withRule(z.string(), { ...USER_PIN, required: true, message: FieldMessage.pinDigits });

/**
 * A password field of ModifyPassword: any text the login takes (empty: 40201, the form asks for it).
 * The new one carries the policy's bounds and message; which rule it follows depends on the account
 * (newPasswordIssue), checked with the whole request.
 */
const wirePassword = (rule: FieldRule) => withRule(wireText(WEB_PASSWORD.maxLength), { maxLength: WEB_PASSWORD.maxLength, required: true, ...rule });

/**
 * The session key a login answers beside the token, as real terminals do: a number that scripts send
 * back as `session_key` with `session_id` (the account) in the query, or as those two cookies.
 * SESSION_KEY_DIGITS digits (real firmware's are 10; more here, so it cannot be guessed while the
 * session lives, and still a safe integer for a client that reads it as a number).
 */
export const SESSION_KEY_DIGITS = 15;
export const sessionKey = z.string().regex(new RegExp(`^[1-9]\\d{${SESSION_KEY_DIGITS - 1}}$`));

const sessionAnswer = z.object({
  token: z.string(),
  // Optional for the console: a terminal of other firmware may answer no key (this device always does).
  session_key: sessionKey.optional(),
  funs: z.array(z.string()),
  name: z.string(),
  userid: z.string(),
  // Optional for the console: a terminal of other firmware says no limit, and the console then warns of none.
  /** Seconds the session lasts without a call; each call the device takes with it starts them again. */
  idle: z.number().optional(),
});

const credentials = z.object({ userid: wireText(64), password: wireText(64) });

export const chklogin = endpoint({
  name: 'chklogin',
  method: 'POST',
  access: 'public',
  getForScripts: true,
  request: credentials,
  response: sessionAnswer,
  doc:
    'Log in (POST; GET accepted for scripts). Answers a signed token, a session_key (scripts send it back with ' +
    'session_id, the account, in the query or as cookies), the permission keys, the name and idle (seconds the session ' +
    'lasts without a call: each call taken with it starts them again). ' +
    'Codes: 40101 empty user, 40201 empty password, 40301 unknown user, 40302 wrong password, ' +
    '40302/pwdErr_TimeOut while locked (5 wrong passwords in 5 min from an address, 20 from any in 15 min; a browser ' +
    'holding the account\'s device cookie is counted apart) or too many tries from the address, answered without a check ' +
    '(with retry_after, the seconds until the account may be tried again from this client, when the device can say); ' +
    '10002 a GET that looks like a browser loading an image or page (logins by GET are for scripts), ' +
    '11003 superuser factory key (answered with a service token that only the machine calls of /snkey and /up accept).',
});

/**
 * Newer firmware's login for integrations: the same check as chklogin, answering the token in standard
 * base64 (`+`, `/`, `=`), which scripts then put raw into a query (`?token=…`). Older firmware answers it
 * as a JSON string holding the JSON (decoded twice by its clients).
 */
export const anvizLogin = endpoint({
  name: 'anvizLogin',
  path: '/anviz/login',
  method: 'GET',
  access: 'public',
  request: credentials,
  response: z.object({ token: z.string() }),
  doc:
    'Log in as newer firmware does (GET /anviz/login?userid=&password=; POST accepted). Answers {token} in standard ' +
    'base64, accepted raw in a query. Codes as chklogin.',
});

export const logout = endpoint({
  name: 'logout',
  method: 'GET',
  access: 'session',
  request: z.object({}),
  response: z.object({}),
  doc: 'Ends the session: the token is revoked.',
});

export const checkPower = endpoint({
  name: 'checkPower',
  method: 'POST',
  access: 'session',
  request: z.object({}),
  response: z.object({ funs: z.array(z.string()), name: z.string(), userid: z.string() }),
  doc: "Answers the caller's permission keys.",
});

export const ModifyPassword = endpoint({
  name: 'ModifyPassword',
  method: 'POST',
  access: 'session',
  request: z
    .object({
      userid: wireText(64),
      oldpassword: wirePassword({}),
      password: wirePassword({ ...WEB_PASSWORD, message: FieldMessage.webPassword }),
      confirm: wirePassword({}),
    })
    .superRefine((v, ctx) => {
      const issue = v.password === '' ? undefined : newPasswordIssue(v.userid, v.password);
      if (issue) ctx.addIssue({ code: 'custom', path: ['password'], message: issue });
    }),
  response: z.object({}),
  doc:
    "Changes the logged-in account's own web password (navbar action); revokes every session of that account. " +
    'Codes: 40201 empty, 40202 a new password against its rule (a web account: WEB_PASSWORD characters, not only digits, ' +
    'not the account name, not a COMMON_PASSWORDS entry; a device user: its keypad PIN, USER_PIN digits), ' +
    'PasswordNotSame confirm differs, ' +
    '40302 wrong old password, 40301 userid is not the caller.',
});
