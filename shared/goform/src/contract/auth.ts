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

const sessionAnswer = z.object({
  token: z.string(),
  funs: z.array(z.string()),
  name: z.string(),
  userid: z.string(),
});

export const chklogin = endpoint({
  name: 'chklogin',
  method: 'POST',
  auth: false,
  request: z.object({ userid: wireText(64), password: wireText(64) }),
  response: sessionAnswer,
  doc:
    'Log in (POST; GET accepted for scripts). Answers a signed token, the permission keys and the name. ' +
    'Codes: 40101 empty user, 40201 empty password, 40301 unknown user, 40302 wrong password, ' +
    '40302/pwdErr_TimeOut after 5 wrong passwords in 5 min (locked 5 min), ' +
    '11003 superuser factory key (answered with a service token that only the machine calls of /snkey and /up accept).',
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
