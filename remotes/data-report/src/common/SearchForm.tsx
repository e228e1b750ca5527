import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { AUDIT_ACCOUNT_MAX, dateFilter, messageValues, ruleOf, useridFilter } from '@tac/goform';
import { useTranslation } from '@tac/i18n';
import { Button, contractFields, DateInput, Field, Flex, Input, NativeSelect, SimpleGrid } from '@tac/ui';

const dateRange = {
  from: dateFilter,
  to: dateFilter,
};
// ISO dates compare as text.
const inOrder = (v: { from: string; to: string }) => !v.from || !v.to || v.from <= v.to;
const rangeMessage = { path: ['to'], message: 'search.rangeInvalid' };

/**
 * The filters every search of this section takes, as texts ('' = no filter), like the wire; the user's is the
 * contract's. The screen's own choices (order, type, door…) come beside them under their names.
 */
export const searchSchema = z.object({ userid: useridFilter, ...dateRange }).catchall(z.string()).refine(inOrder, rangeMessage);

/** The audit log's: the first filter is an account name (any text the device logs), not a user ID. */
const accountSearchSchema = z.object({ userid: z.string().trim(), ...dateRange }).catchall(z.string()).refine(inOrder, rangeMessage);

export type SearchValues = z.infer<typeof searchSchema>;

/** One of the screen's own filters: a select whose value is searched under `name`. */
export interface SearchChoice {
  name: string;
  label: string;
  options: { value: string; label: string }[];
}

/** The user filter's input bounds, from the contract. */
const userField = contractFields({ shape: z.object({ userid: useridFilter }) }, {}).text('userid');

export interface SearchFormProps {
  /** `userid` holds the first filter: a user ID, or an account name when `who` is `account`. */
  values: SearchValues;
  onSearch: (values: SearchValues) => void;
  /** The screen's own filters (order, temperature type, event type, door…), after the dates. */
  choices?: SearchChoice[];
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

/** User ID, date range (from ≤ to) and the screen's own filters; Search applies them. */
export function SearchForm({ values, onSearch, choices = [], searching, who = 'user' }: SearchFormProps) {
  const { t } = useTranslation('dataReport');
  const schema = who === 'user' ? searchSchema : accountSearchSchema;
  const { register, control, handleSubmit, formState } = useForm<SearchValues>({ values, resolver: zodResolver(schema) });
  // A contract message names its field's bounds ({{min}}, {{max}}…): filled from that field's rule.
  const fields: Record<string, z.ZodType | undefined> = schema.shape;
  const error = (name: keyof SearchValues) => {
    const message = formState.errors[name]?.message;
    return message ? t(message, messageValues(ruleOf(fields[name]))) : undefined;
  };
  const filterCount = 3 + choices.length;
  return (
    <form noValidate aria-label={t('search.label')} onSubmit={handleSubmit(onSearch)}>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: filterCount <= 4 ? filterCount : 3 }} gap="4" alignItems="start">
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
        {choices.map((choice) => (
          <FilterField key={choice.name} label={choice.label}>
            {(a11y) => (
              <NativeSelect.Root>
                <NativeSelect.Field {...a11y} {...register(choice.name)}>
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
        ))}
      </SimpleGrid>
      <Flex mt="4" gap="2">
        <Button type="submit" colorPalette="brand" loading={searching}>
          {t('search.submit')}
        </Button>
      </Flex>
    </form>
  );
}
