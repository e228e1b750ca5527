import { z } from 'zod';
import { endpoint } from './define';
import { wireText } from './fields';
import { FieldMessage } from './messages';
import { withRule } from './rules';

/** Permission keys an account may hold (DESIGN §3); `funs` lists them. */
export const PERMISSIONS = [
  'user',
  'network',
  'basicSetting',
  'advancedSetting',
  'accessControl',
  'machine',
  'dataReport',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * Full rights: every section. Only such an account may create, change or remove an
 * administrator user, or make a user administrator; the device enforces it and the
 * console hides what an account without it may not use.
 */
export const hasFullRights = (funs: readonly string[]) => PERMISSIONS.every((p) => funs.includes(p));

/**
 * Catalogue key (with retvalue 10001) that every call answers while the device
 * restarts: the console can say "device unreachable" rather than "System Error".
 */
export const DEVICE_OFFLINE_KEY = 'deviceOffline';

/** Web passwords: at most 6 characters (SPEC §5). */
export const PASSWORD_MAX = 6;
/** A web password as the device stores it: 1 to PASSWORD_MAX printable ASCII characters, no spaces. */
const WEB_PASSWORD = new RegExp(`^[\\x21-\\x7e]{1,${PASSWORD_MAX}}$`);

/**
 * A web password field: empty (the device answers 40201 for it, the form asks for it) or a
 * web password; anything else the device answers 40202, the form the rule's message.
 */
const wireWebPassword = () =>
  withRule(
    wireText(64).refine((s) => s === '' || WEB_PASSWORD.test(s), FieldMessage.webPassword),
    { maxLength: PASSWORD_MAX, required: true, message: FieldMessage.webPassword },
  );

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
});

const credentials = z.object({ userid: wireText(64), password: wireText(64) });

export const chklogin = endpoint({
  name: 'chklogin',
  method: 'POST',
  auth: false,
  getForScripts: true,
  request: credentials,
  response: sessionAnswer,
  doc:
    'Log in (POST; GET accepted for scripts). Answers a signed token, a session_key (scripts send it back with ' +
    'session_id, the account, in the query or as cookies), the permission keys and the name. ' +
    'Codes: 40101 empty user, 40201 empty password, 40301 unknown user, 40302 wrong password, ' +
    '40302/pwdErr_TimeOut while locked (5 wrong passwords in 5 min from an address, 20 from any in 15 min; a browser ' +
    'holding the account\'s device cookie is counted apart) or too many tries from the address, answered without a check; ' +
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
  auth: false,
  request: credentials,
  response: z.object({ token: z.string() }),
  doc:
    'Log in as newer firmware does (GET /anviz/login?userid=&password=; POST accepted). Answers {token} in standard ' +
    'base64, accepted raw in a query. Codes as chklogin.',
});

export const logout = endpoint({
  name: 'logout',
  method: 'GET',
  request: z.object({}),
  response: z.object({}),
  doc: 'Ends the session: the token is revoked.',
});

export const checkPower = endpoint({
  name: 'checkPower',
  method: 'POST',
  request: z.object({}),
  response: z.object({ funs: z.array(z.string()), name: z.string(), userid: z.string() }),
  doc: "Answers the caller's permission keys.",
});

export const ModifyPassword = endpoint({
  name: 'ModifyPassword',
  method: 'POST',
  request: z.object({
    userid: wireText(64),
    oldpassword: wireWebPassword(),
    password: wireWebPassword(),
    confirm: wireWebPassword(),
  }),
  response: z.object({}),
  doc:
    "Changes the logged-in account's own web password (navbar action); revokes every session of that account. " +
    'Codes: 40201 empty, 40202 not a web password (its rule: PASSWORD_MAX, printable ASCII without spaces), ' +
    'PasswordNotSame confirm differs, ' +
    '40302 wrong old password, 40301 userid is not the caller.',
});
