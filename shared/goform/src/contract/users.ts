import { z } from 'zod';
import { endpoint } from './define';
import { blankable, characterCount, hasControlChars, paging, wireFlag, wireInt, wireText } from './fields';
import { FieldMessage } from './messages';
import { withRule } from './rules';
import { IDENTIFY_MODES } from './settings';

/** User IDs are what a terminal's keypad takes: USERID_MIN to USERID_MAX. */
export const USERID_MIN = 1;
export const USERID_MAX = 999_999_999;
export const USERNAME_MAX = 24;
/** A user's PIN (SPEC §5/§9): digits only, this many; the device answers 40404 otherwise. */
export const USER_PIN = { minLength: 1, maxLength: 6 } as const;
/** Card numbers are 32-bit (4-byte cards): up to 10 digits, at most 4 294 967 295; '' means no card. */
export const CARD_DIGITS = 10;
export const CARD_MAX = 4_294_967_295;

const USER_PIN_DIGITS = new RegExp(`^\\d{${USER_PIN.minLength},${USER_PIN.maxLength}}$`);
export const isUserPin = (value: string) => USER_PIN_DIGITS.test(value);
export const isCardNumber = (value: string) =>
  value === '' || (new RegExp(`^\\d{1,${CARD_DIGITS}}$`).test(value) && Number(value) <= CARD_MAX);
/** The most digits a user ID has (an input's maxLength). */
export const USERID_DIGITS = String(USERID_MAX).length;
export const isUserId = (value: string) => /^\d+$/.test(value) && Number(value) >= USERID_MIN && Number(value) <= USERID_MAX;
const USERID_TEXT = new RegExp(`^\\d{1,${USERID_DIGITS}}$`);
/** A user ID as typed, before its range is checked: at most USERID_DIGITS digits ('043' is user 43). */
export const isUserIdText = (value: string) => USERID_TEXT.test(value);
/** The group a user is in: 0 (none) to 99 (SPEC §5). */
export const USER_GROUP = { min: 0, max: 99 } as const;
export const wireUserGroup = () => wireInt(USER_GROUP.min, USER_GROUP.max);

/**
 * Identify modes in which the user types a PIN (IDENTIFY_MODES' password modes): a user in one
 * needs a PIN, or the device would let nobody in.
 */
export const PIN_IDENTIFY_MODES: ReadonlySet<number> = new Set(
  IDENTIFY_MODES.filter((m) => m.key.toLowerCase().includes('password')).map((m) => m.value),
);
/** Whether a user in this identify mode, with or without a PIN, breaks the rule above (the device answers 40201). */
export const lacksNeededPin = (identifymode: number, hasPin: boolean) => PIN_IDENTIFY_MODES.has(identifymode) && !hasPin;

/**
 * The user form's fields as a person types them (texts), with the device's rules and the
 * console's messages: the device checks the same bounds (users/rules.ts in the emulator).
 */
export const userFormFields = {
  userid: withRule(
    z
      .string()
      .trim()
      .min(1, FieldMessage.useridRequired)
      .refine(isUserId, FieldMessage.useridRange),
    { maxLength: USERID_DIGITS, required: true, message: FieldMessage.useridRange, valueRange: { min: USERID_MIN, max: USERID_MAX } },
  ),
  username: withRule(
    z
      .string()
      .min(1, FieldMessage.usernameRequired)
      .refine((v) => v.trim() !== '', FieldMessage.usernameBlank)
      // The device keeps a name without the spaces around it (checkUsername): the form sends it so.
      .trim()
      .refine((v) => !hasControlChars(v), FieldMessage.controlChars)
      .refine((v) => characterCount(v) <= USERNAME_MAX, FieldMessage.usernameLength),
    { maxLength: USERNAME_MAX, required: true, counted: true },
  ),
  /** Empty keeps the PIN (or sets none); whether one is needed depends on the identify mode. */
  password: withRule(
    z.string().refine((v) => v === '' || isUserPin(v), FieldMessage.userPin),
    { ...USER_PIN, message: FieldMessage.userPin },
  ),
  cardid: withRule(z.string().trim().refine(isCardNumber, FieldMessage.cardNumber), {
    maxLength: CARD_DIGITS,
    message: FieldMessage.cardNumber,
    valueRange: { max: CARD_MAX },
  }),
};
/** Fingerprint slots: 0-4 right thumb..little, 5-9 left thumb..little. */
export const FP_SLOTS = 10;
/** Catalogue key (with retvalue 40401) when the model's MaxUser is reached. */
export const USER_FULL_KEY = 'userFull';
/** Photos: JPEG or PNG, at most this many bytes (multipart field `photo`). */
export const PHOTO_MAX_BYTES = 256 * 1024;

const userid = wireInt(USERID_MIN, USERID_MAX);
/** A device PIN: up to 6 digits (SPEC §5/§9). */
const pin = wireText(64);
const cardid = z.union([z.literal(''), z.string().regex(/^\d{1,10}$/), z.number().int().min(0).transform(String)]);

const userFields = {
  username: wireText(200),
  password: blankable(pin),
  confirm: blankable(pin),
  cardid: cardid.optional(),
  admin: wireFlag().optional(),
  groupid: wireUserGroup().optional(),
  identifymode: wireInt(0, 15).optional(),
};

export const userRow = z.object({
  userid: z.string(),
  username: z.string(),
  cardid: z.string(),
  admin: z.number(),
  groupid: z.number(),
  identifymode: z.number(),
  face: z.number(),
  fpcount: z.number(),
  photo: z.number(),
});
export type UserRow = z.infer<typeof userRow>;

export const userlist = endpoint({
  name: 'userlist',
  method: 'GET',
  access: 'user',
  request: z.object({ ...paging, search: blankable(wireText(64)) }),
  response: z.object({ count: z.number(), record: z.array(userRow) }),
  doc:
    'Pages the users by ascending id: start (offset, default 0), limit (1-100, default 20), search ' +
    '(id prefix or name substring). Answers {count, record}.',
});

export const GetUserInfo = endpoint({
  name: 'GetUserInfo',
  method: 'POST',
  access: 'user',
  request: z.object({ userid }),
  response: userRow.extend({
    /** One flag per fingerprint slot (FP_SLOTS). */
    fp: z.array(z.number()),
    /** One flag per fingerprint slot: 1 a duress finger (SetFpDuress); absent from devices without duress fingers. */
    fpduress: z.array(z.number()).optional(),
    haspassword: z.number(),
    /** data: URL of the photo, '' when none. */
    photodata: z.string(),
  }),
  doc: 'One user with enrolled fingerprint slots (fp) and their duress flags (fpduress), face flag, photo. Codes: 40401 invalid or unknown id.',
});

/** A user written as the screens write one: its fields, a photo in the upload, the user's ID answered. */
const userWrite = {
  method: 'POST',
  access: 'user',
  response: z.object({ userid: z.string() }),
  upload: { maxBytes: PHOTO_MAX_BYTES, field: 'photo' },
} as const;

/** 1 when the console's CSV import sends the write: the audit log records an import, not a change by hand. */
const importFlag = { import: wireFlag().optional() };

export const adduser = endpoint({
  name: 'adduser',
  ...userWrite,
  request: z.object({ userid, ...userFields, overwrite: wireFlag().optional(), ...importFlag }),
  doc:
    'Adds a user (JSON, form or multipart with optional file `photo`, JPEG/PNG ≤ 256 KB); import=1 when a CSV import sends it (audit log). ' +
    'Codes: 40401 invalid id (1-999999999), 40402 id exists (unless overwrite=1), 40101 empty name, ' +
    '40102 name over 24 characters or with control characters, 40404 password not 1-6 digits, ' +
    '40201 an identify mode with a PIN (PIN_IDENTIFY_MODES) for a user left without one, ' +
    'PasswordNotSame confirm differs, 40403 card taken, 40401/userFull at MaxUser, 10101/10102 photo size/format.',
});

export const edituser = endpoint({
  name: 'edituser',
  ...userWrite,
  request: z.object({ userid, ...userFields, username: wireText(200).optional(), deletephoto: wireFlag().optional(), ...importFlag }),
  doc:
    'Changes the given fields of a user (others kept); photo as for adduser, deletephoto=1 removes it; import=1 when a CSV import sends it (audit log). ' +
    'Codes as adduser; 40401 unknown id.',
});

export const deleteuser = endpoint({
  name: 'deleteuser',
  method: 'POST',
  access: 'user',
  request: z.object({ userid }),
  response: z.object({}),
  doc: 'Deletes a user with fingerprints and photo (records stay). Codes: 40401 unknown id.',
});

export const deletsomeuser = endpoint({
  name: 'deletsomeuser',
  method: 'POST',
  access: 'user',
  request: z.object({ someuserid: wireText(20_000) }),
  response: z.object({ deleted: z.number() }),
  doc:
    'Deletes the comma-separated ids of `someuserid`, all or nothing. ' +
    'Codes: userDelInfo (retvalue 10003) when empty, 40401 when any id is invalid or unknown.',
});

export const EditPwd = endpoint({
  name: 'EditPwd',
  method: 'POST',
  access: 'user',
  request: z.object({ userid, password: pin, confirm: pin }),
  response: z.object({}),
  doc:
    "Sets a user's password (1-6 digits); revokes that user's sessions. " +
    'Codes: 40201 empty, 40404 not 1-6 digits, PasswordNotSame confirm differs, 40401 unknown id.',
});

export const SetFpDuress = endpoint({
  name: 'SetFpDuress',
  method: 'POST',
  access: 'user',
  request: z.object({ userid, slot: wireInt(0, FP_SLOTS - 1), duress: wireFlag() }),
  response: z.object({}),
  doc:
    'Marks an enrolled fingerprint a duress finger (duress=1) or an ordinary one (0): verifying with it opens the door as ' +
    'for the user and raises the duress alarm (event 303 with the user). The flag stays through a re-enrolment of the ' +
    'slot and goes with its deletion. Audited (kind userEdit, field fp<slot>duress). Codes: 40401 unknown user, 10003 a slot not enrolled.',
});
