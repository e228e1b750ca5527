import { z } from 'zod';
import { FieldMessage, lacksNeededPin, userFormFields, withConfirmation } from '@tac/goform';
import { contractFields, contractSchema } from '@tac/ui';

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
 * contract's lacksNeededPin, which the device applies too).
 */
export function userFormSchema(hasPassword: boolean) {
  return contractSchema(
    withConfirmation(userForm, 'password', 'confirm').superRefine((v, ctx) => {
      if (lacksNeededPin(v.identifymode, hasPassword || v.password !== '')) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: FieldMessage.userPinRequired });
      }
    }),
  );
}

export type UserFormValues = z.input<typeof userForm>;
