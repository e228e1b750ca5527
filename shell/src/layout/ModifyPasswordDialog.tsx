import { useEffect, useId, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from '@tac/i18n';
import { Button, contractSchema, Dialog, Field, Input, Portal, Stack } from '@tac/ui';
import type { DialogProps } from './dialogProps';
import { endSession, ModifyPassword, selectUserId, useAppDispatch, useAppSelector, useModifyPasswordMutation } from '@tac/goform';
import { deviceUserNewPassword, isDeviceUserLogin, newPasswordIssue, ruleOf } from '@tac/goform/contract';

/** The three passwords as ModifyPassword takes them: the contract's rule, each asked for by name. */
const { oldpassword, password, confirm } = ModifyPassword.request.shape;
// The wire also takes a number sent in JSON; what is typed is a text.
const filled = (requiredKey: string, schema: typeof password) =>
  z.string().min(1, requiredKey).pipe(schema as z.ZodType<string, string>);

/**
 * The form of `userid`'s passwords: the new one follows the contract's rule for that account (a web
 * account's password policy, a device user's keypad PIN), said before anything is sent; its message
 * names the bounds of that rule.
 */
function passwordsOf(userid: string) {
  const passwords = z
    .object({
      oldpassword: filled('shell:modifyPassword.oldRequired', oldpassword),
      password: filled('shell:modifyPassword.newRequired', password),
      confirm: filled('shell:modifyPassword.confirmRequired', confirm),
    })
    .superRefine((v, ctx) => {
      const issue = newPasswordIssue(userid, v.password);
      if (issue) ctx.addIssue({ code: 'custom', path: ['password'], message: issue });
    })
    .refine((v) => v.confirm === v.password, { path: ['confirm'], message: 'shell:modifyPassword.notSame' });
  const shape = isDeviceUserLogin(userid) ? { ...ModifyPassword.request.shape, password: deviceUserNewPassword } : ModifyPassword.request.shape;
  return { schema: contractSchema(passwords, shape), rule: ruleOf(shape.password) };
}
type Values = { oldpassword: string; password: string; confirm: string };

const empty: Values = { oldpassword: '', password: '', confirm: '' };

/** The navbar's Modify Password: on success the session ends and the user signs in again, told that it worked. */
export function ModifyPasswordDialog({ open, onClose, finalFocusEl }: DialogProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const userid = useAppSelector(selectUserId);
  const formRef = useRef<HTMLFormElement>(null);
  const [modifyPassword, { isLoading }] = useModifyPasswordMutation();
  const { schema, rule } = useMemo(() => passwordsOf(userid), [userid]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: empty });

  useEffect(() => {
    if (open) reset(empty);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const result = await modifyPassword({ userid, ...values });
    if (!('data' in result)) return;
    onClose();
    // The login page, loaded afresh, says the change worked.
    endSession(dispatch, 'passwordChanged');
  });

  const id = useId();
  // Assistive technology reads a field's message as its description.
  // No maxlength: what is typed is the password sent, never cut; the rule refuses a longer one with its message.
  const field = (name: keyof Values, labelKey: string, autoComplete: string, help?: string) => {
    const errorText = `${id}-${name}-error`;
    const helperText = `${id}-${name}-help`;
    return (
      <Field.Root invalid={!!errors[name]} required ids={{ errorText, helperText }}>
        <Field.Label>{t(labelKey)}</Field.Label>
        <Input
          type="password"
          autoComplete={autoComplete}
          aria-describedby={errors[name] ? errorText : help ? helperText : undefined}
          {...register(name)}
        />
        {help && !errors[name] && <Field.HelperText>{help}</Field.HelperText>}
        <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
      </Field.Root>
    );
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => (e.open ? undefined : onClose())}
      finalFocusEl={finalFocusEl}
      placement="center"
      // The user id cannot be changed: start where the typing starts.
      initialFocusEl={() => formRef.current?.querySelector<HTMLInputElement>('input[name="oldpassword"]') ?? null}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form ref={formRef} onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('shell:modifyPassword.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root readOnly>
                    <Field.Label>{t('shell:modifyPassword.userId')}</Field.Label>
                    <Input value={userid} readOnly />
                  </Field.Root>
                  {field('oldpassword', 'shell:modifyPassword.oldPassword', 'current-password')}
                  {field('password', 'shell:modifyPassword.newPassword', 'new-password', rule.message && t(rule.message, { ...rule }))}
                  {field('confirm', 'shell:modifyPassword.confirmPassword', 'new-password')}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t('common:cancel')}
                </Button>
                <Button type="submit" loading={isLoading}>
                  {t('common:confirm')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
