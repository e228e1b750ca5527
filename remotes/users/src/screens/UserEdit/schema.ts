import { z } from 'zod';
import { IDENTIFY_MODES, userFormFields } from '@tac/goform';
import { contractFields, contractSchema } from '@tac/ui';

/** Identify modes in which the user types a PIN: the user must have one. */
export const PASSWORD_MODES: ReadonlySet<number> = new Set(
  IDENTIFY_MODES.filter((m) => m.key.toLowerCase().includes('password')).map((m) => m.value),
);

/** The form's values: the contract's user fields and the choices beside them. */
export const userForm = z.object({
  ...userFormFields,
  confirm: z.string(),
  admin: z.number(),
  groupid: z.number(),
  identifymode: z.number(),
});

/** The inputs' bounds: the contract's user fields. */
export const userFields = contractFields({ shape: userForm }, {});

/**
 * The add/edit form: the contract's user fields (SPEC §5 messages). `hasPassword`: the user
 * already has a PIN, so leaving the password empty keeps it; a PIN mode needs one (the
 * device would let nobody in otherwise).
 */
export function userFormSchema(hasPassword: boolean) {
  return contractSchema(
    userForm.superRefine((v, ctx) => {
      if (v.password === '' && !hasPassword && PASSWORD_MODES.has(v.identifymode)) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: 'users:validation.passwordRequired' });
      }
      if (v.password !== v.confirm) {
        ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'errors:PasswordNotSame' });
      }
    }),
  );
}

export type UserFormValues = z.input<typeof userForm>;
