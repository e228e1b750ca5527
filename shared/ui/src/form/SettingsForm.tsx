import { Alert, Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorPanel } from '@tac/ui/core';
import { FORM_WIDTH } from '../Page';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import type { SettingsFormState } from './useSettingsForm';

export interface SettingsFormProps<TSchema extends z.ZodType<FieldValues, FieldValues>> {
  form: SettingsFormState<TSchema>;
  children: ReactNode;
  /** Accessible name of the form, usually the screen title. */
  label?: string;
  saveLabel?: string;
  /** More buttons beside Save. */
  actions?: ReactNode;
  /** The page's full width, for a table of fields (else a form column, easier to read). */
  wide?: boolean;
}

/** Renders a settings screen's form: loading and load-failure states, the fields, Save, and the unsaved-changes guard. */
export function SettingsForm<TSchema extends z.ZodType<FieldValues, FieldValues>>({
  form,
  children,
  label,
  saveLabel,
  actions,
  wide = false,
}: SettingsFormProps<TSchema>) {
  const { t } = useTranslation();
  if (form.isLoading) {
    return (
      <Flex role="status" align="center" gap="3">
        <Spinner size="sm" aria-hidden="true" />
        <Text>{t('common:loading')}</Text>
      </Flex>
    );
  }
  if (form.loadFailed) {
    return <ErrorPanel title={t('errors:obtainFailed')} onRetry={() => form.refetch()} />;
  }
  const { isDirty } = form.methods.formState;
  return (
    <FormProvider {...form.methods}>
      <form aria-label={label} noValidate onSubmit={form.onSubmit}>
        <Stack gap="5" maxW={wide ? 'full' : FORM_WIDTH}>
          {form.restored && isDirty && (
            <Alert.Root status="info" role="status">
              <Alert.Indicator />
              <Alert.Title>{t('common:draftRestored')}</Alert.Title>
            </Alert.Root>
          )}
          {children}
          <Flex gap="3" wrap="wrap">
            <Button type="submit" colorPalette="brand" loading={form.isSaving}>
              {saveLabel ?? t('common:save')}
            </Button>
            {actions}
          </Flex>
        </Stack>
      </form>
      <UnsavedChangesGuard when={isDirty && !form.isSaving} />
    </FormProvider>
  );
}
