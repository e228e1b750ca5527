import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { AUDIT_ACCOUNT_MAX, dateFilter, useridFilter } from '@tac/goform';
import { useTranslation } from '@tac/i18n';
import { Button, contractFields, DateInput, Field, Flex, Input, NativeSelect, SimpleGrid } from '@tac/ui';

const dateRange = {
  from: dateFilter,
  to: dateFilter,
  choice: z.string(),
};
// ISO dates compare as text.
const inOrder = (v: { from: string; to: string }) => !v.from || !v.to || v.from <= v.to;
const rangeMessage = { path: ['to'], message: 'search.rangeInvalid' };

/** The filters every search of this section takes, as texts ('' = no filter), like the wire; the user's is the contract's. */
export const searchSchema = z.object({ userid: useridFilter, ...dateRange }).refine(inOrder, rangeMessage);

/** The audit log's: the first filter is an account name (any text the device logs), not a user ID. */
const accountSearchSchema = z.object({ userid: z.string().trim(), ...dateRange }).refine(inOrder, rangeMessage);

export type SearchValues = z.infer<typeof searchSchema>;

/** The user filter's input bounds, from the contract. */
const userField = contractFields({ shape: z.object({ userid: useridFilter }) }, {}).text('userid');

export interface SearchFormProps {
  /** `userid` holds the first filter: a user ID, or an account name when `who` is `account`. */
  values: SearchValues;
  onSearch: (values: SearchValues) => void;
  /** The one extra filter of the screen (order, temperature type). */
  choice?: { label: string; options: { value: string; label: string }[] };
  searching?: boolean;
  /** What the first filter names: a user by ID (default) or an account by name (the audit log). */
  who?: 'user' | 'account';
}

/**
 * A labelled control with its message. The form is this remote's own react-hook-form
 * (it is not a federation singleton), so it does not use @tac/ui's form-context fields.
 */
function FilterField({ label, error, children }: { label: string; error?: string; children: (a11y: object) => ReactNode }) {
  const id = useId();
  const ids = { errorText: `${id}-error` };
  return (
    <Field.Root invalid={!!error} ids={ids}>
      <Field.Label>{label}</Field.Label>
      {children(error ? { 'aria-describedby': ids.errorText } : {})}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** User ID, date range (from ≤ to) and the screen's own filter; Search applies them. */
export function SearchForm({ values, onSearch, choice, searching, who = 'user' }: SearchFormProps) {
  const { t } = useTranslation('dataReport');
  const schema = who === 'user' ? searchSchema : accountSearchSchema;
  const { register, control, handleSubmit, formState } = useForm<SearchValues>({ values, resolver: zodResolver(schema) });
  const error = (name: keyof SearchValues) => {
    const message = formState.errors[name]?.message;
    return message ? t(message) : undefined;
  };
  return (
    <form noValidate aria-label={t('search.label')} onSubmit={handleSubmit(onSearch)}>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: choice ? 4 : 3 }} gap="4" alignItems="start">
        {who === 'user' ? (
          <FilterField label={t('search.userId')} error={error('userid')}>
            {(a11y) => <Input {...a11y} inputMode="numeric" maxLength={userField.maxLength} {...register('userid')} />}
          </FilterField>
        ) : (
          <FilterField label={t('search.account')}>
            {(a11y) => <Input {...a11y} maxLength={AUDIT_ACCOUNT_MAX} autoComplete="off" {...register('userid')} />}
          </FilterField>
        )}
        <FilterField label={t('search.from')} error={error('from')}>
          {(a11y) => <Controller control={control} name="from" render={({ field }) => <DateInput {...a11y} {...field} />} />}
        </FilterField>
        <FilterField label={t('search.to')} error={error('to')}>
          {(a11y) => <Controller control={control} name="to" render={({ field }) => <DateInput {...a11y} {...field} />} />}
        </FilterField>
        {choice && (
          <FilterField label={choice.label}>
            {(a11y) => (
              <NativeSelect.Root>
                <NativeSelect.Field {...a11y} {...register('choice')}>
                  {choice.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </FilterField>
        )}
      </SimpleGrid>
      <Flex mt="4" gap="2">
        <Button type="submit" colorPalette="brand" loading={searching}>
          {t('search.submit')}
        </Button>
      </Flex>
    </form>
  );
}
