import { z } from 'zod';
import { FieldMessage } from './messages';
import { withRule } from './rules';

/**
 * Field types for the wire: GET sends every field as a query string, forms send
 * strings too, JSON bodies send numbers. Each helper accepts both spellings and
 * hands the emulator (and the client's types) one output type.
 */

/** An integer in [min, max], sent as a number or as its decimal text. */
export const wireInt = (min: number, max: number) =>
  withRule(
    z.union([z.number(), z.string().trim().regex(/^-?\d{1,16}$/).transform(Number)]).pipe(z.number().int().min(min).max(max)),
    { min, max, required: true },
  );

/** 0 or 1. */
export const wireFlag = () => wireInt(0, 1);

/**
 * C0 control characters (U+0000–U+001F: NUL, tab, line feed, carriage return…) and DEL.
 * No text field of the device takes them, passwords included: a NUL ends a C string on
 * the firmware, a line break starts a new line of a config file or a new shell command.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
/** Whether a text holds a control character (see CONTROL): no text field of the device takes one. */
export const hasControlChars = (text: string) => CONTROL.test(text);
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Characters a shell reads specially, or that end a quoted value in a config file:
 * `; | & $ \` < > \ ' "` (and line breaks, already control characters). Fields a
 * firmware hands to a shell or writes into a config file (Wi-Fi names and passwords,
 * server addresses, cloud credentials, the Bluetooth name, status labels) refuse them:
 * real terminals build `wpa_supplicant.conf` lines and `iwconfig`/`hciconfig`/`curl`
 * command lines from these fields, and which quoting a firmware uses is not known.
 * Spaces and the other punctuation stay allowed: Wi-Fi names commonly hold them.
 */
export const SHELL_METACHARACTERS = /[;|&$`<>\\'"\r\n]/;

const text = () => z.union([z.string(), z.number().transform(String)]);

/**
 * A text's length as the device counts it: in characters (Unicode code points), an emoji
 * being one, as zod's `max` counts too. JavaScript's `length` and an input's `maxlength`
 * count UTF-16 units: two for an emoji.
 */
export const characterCount = (text: string) => [...text].length;

/**
 * Emoji (characters drawn as pictures by default) and whatever lies beyond the Basic Multilingual
 * Plane: a terminal's screen font draws none of them. Signs a font has as text (©, ™, ✓) are not.
 */
const UNDRAWN = /^(\p{Emoji_Presentation}|[\u{10000}-\u{10FFFF}])$/u;

/**
 * The characters of a text the device's screen would show as boxes, each once. The device stores
 * them (a central server may read them): the console warns rather than refuses (walk 2026-11-27 #15).
 */
export const undrawnCharacters = (text: string): string[] => [...new Set([...text].filter((c) => UNDRAWN.test(c)))];

/**
 * Free text up to `max` characters; a number sent in JSON is taken as its text.
 * Control characters are refused everywhere (see CONTROL).
 */
export const wireText = (max: number) =>
  withRule(text().pipe(z.string().max(max).refine((s) => !hasControlChars(s), FieldMessage.controlChars)), { maxLength: max });

/** Text of several lines (a PEM certificate): line feeds and carriage returns allowed, other control characters not. */
export const wireLines = (max: number) =>
  withRule(text().pipe(z.string().max(max).refine((s) => !CONTROL_BUT_LINE_BREAKS.test(s), FieldMessage.controlChars)), {
    maxLength: max,
  });

/** Text a firmware passes to a shell or a config file: no control characters and no shell metacharacters. */
export const wireShellSafeText = (max: number) =>
  withRule(wireText(max).refine((s) => !SHELL_METACHARACTERS.test(s), FieldMessage.shellChars), { maxLength: max });

/**
 * wireText with the spaces around the value taken away before any check: one rule for text a
 * person types or pastes (a name, a server address; issue 34, walk #15). A pasted value with a
 * space before or after it is taken trimmed, never refused; the forms send it trimmed (their
 * schema's output) and the device stores it so.
 */
export const wireTrimmedText = (max: number) =>
  withRule(text().pipe(z.string().trim().max(max).refine((s) => !hasControlChars(s), FieldMessage.controlChars)), { maxLength: max });

/**
 * A name a person gives the device (its Bluetooth name): trimmed, no shell metacharacters, and
 * counted (rules.ts `counted`): its input shows the characters used and refuses a longer name
 * with a message, where the browser's maxlength would cut it without a word.
 */
export const wireName = (max: number) =>
  withRule(wireTrimmedText(max).refine((s) => !SHELL_METACHARACTERS.test(s), FieldMessage.shellChars), { maxLength: max, counted: true });

/**
 * A Wi-Fi password (WPA passphrase, WEP key, EAP password): what IEEE 802.11i allows in a
 * passphrase — printable ASCII, space to `~` — minus the shell metacharacters, which
 * firmware writes unescaped into `wpa_supplicant.conf` (psk="…") and command lines.
 * The lengths are the network's rules (WPA_PASSPHRASE, 5 or 13 for WEP), checked where
 * the security is known.
 */
export const wirePassphrase = (max: number) =>
  withRule(
    wireText(max).refine((s) => /^[\x20-\x7e]*$/.test(s) && !SHELL_METACHARACTERS.test(s), FieldMessage.passphraseChars),
    { maxLength: max },
  );

/** A WPA/WPA2/WPA3 passphrase's length (IEEE 802.11i); every Wi-Fi password rule and message follows it. */
export const WPA_PASSPHRASE = { minLength: 8, maxLength: 63 } as const;

/** A Wi-Fi password of a WPA network the device runs or joins: empty (none) or WPA_PASSPHRASE long. */
export const wireWifiPassword = () =>
  withRule(
    wirePassphrase(WPA_PASSPHRASE.maxLength).refine(
      (s) => s === '' || s.length >= WPA_PASSPHRASE.minLength,
      FieldMessage.wifiPassword,
    ),
    { ...WPA_PASSPHRASE, required: false, message: FieldMessage.wifiPassword },
  );

/**
 * A password typed twice (the device PIN, a user's PIN): the confirmation repeats it. The device
 * answers 40203/PasswordNotSame when it does not; a form shows FieldMessage.passwordNotSame.
 */
export const confirmsPassword = (password: unknown, confirm: unknown) => confirm === password;

/** A form's schema with the confirmation rule: `confirm` repeats `field`, else its message under `confirm`. */
export const withConfirmation = <S extends z.ZodObject>(schema: S, field: string, confirm: string) =>
  schema.superRefine((value, ctx) => {
    const v = value as Record<string, unknown>;
    if (!confirmsPassword(v[field], v[confirm])) ctx.addIssue({ code: 'custom', path: [confirm], message: FieldMessage.passwordNotSame });
  });

/** Real terminals' scripts send an unused filter as an empty string: '' and null mean "absent". */
export const blankable = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => undefined), z.null().transform(() => undefined), schema]).optional();

/** Whether a text is a calendar date YYYY-MM-DD that exists (2026-02-30 is not). */
export function isCalendarDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}

/** A calendar date YYYY-MM-DD that exists (2026-02-30 is refused). */
export const wireDate = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, FieldMessage.date)
    .refine(isCalendarDate, FieldMessage.date);

/** A calendar date YYYY-MM-DD, or '' where a row is unused. */
export const wireOptionalDate = () =>
  withRule(wireText(10).refine((s) => s === '' || isCalendarDate(s), FieldMessage.date), { maxLength: 10, message: FieldMessage.date });

/** Paging as real terminals do it: `start` is an offset, `limit` at most 100 rows. */
export const paging = {
  start: blankable(wireInt(0, 1_000_000_000)),
  limit: blankable(wireInt(1, 100)),
};
