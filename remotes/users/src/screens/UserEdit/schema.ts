import { z } from 'zod';
import { IDENTIFY_MODES, USERID_MAX, USERNAME_MAX } from '@tac/goform';

/** Identify modes in which the user types a PIN: the user must have one. */
export const PASSWORD_MODES: ReadonlySet<number> = new Set(
  IDENTIFY_MODES.filter((m) => m.key.toLowerCase().includes('password')).map((m) => m.value),
);
/** The device's PINs: 1 to 6 digits (SPEC §9, emulator 40404). */
export const PIN = /^\d{1,6}$/;
/** 32-bit cards: up to 10 digits, at most 4 294 967 295. */
export const CARD_MAX = 4_294_967_295;

const m = (key: string) => `users:validation.${key}`;

/**
 * The add/edit form (SPEC §5 messages). `hasPassword`: the user already has a PIN, so
 * leaving the password empty keeps it.
 */
export function userFormSchema(hasPassword: boolean) {
  return z
    .object({
      userid: z
        .string()
        .trim()
        .min(1, m('useridRequired'))
        .refine((v) => /^\d{1,9}$/.test(v) && Number(v) >= 1 && Number(v) <= USERID_MAX, m('useridRange')),
      username: z
        .string()
        .min(1, m('usernameRequired'))
        .refine((v) => v.trim() !== '', m('usernameBlank'))
        .refine((v) => [...v].length <= USERNAME_MAX, m('usernameLength')),
      password: z.string(),
      confirm: z.string(),
      cardid: z
        .string()
        .trim()
        .refine((v) => v === '' || (/^\d{1,10}$/.test(v) && Number(v) <= CARD_MAX), m('cardid')),
      admin: z.number(),
      groupid: z.number(),
      identifymode: z.number(),
    })
    .superRefine((v, ctx) => {
      if (v.password === '' && !hasPassword && PASSWORD_MODES.has(v.identifymode)) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: m('passwordRequired') });
      } else if (v.password !== '' && !PIN.test(v.password)) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: m('passwordFormat') });
      }
      if (v.password !== v.confirm) {
        ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'errors:PasswordNotSame' });
      }
    });
}

export type UserFormValues = z.input<ReturnType<typeof userFormSchema>>;
