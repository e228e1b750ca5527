import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { USERID_MAX } from '@tac/goform';
import { useTranslation } from '@tac/i18n';
import { Button, FieldShell, Flex, Input, SelectField, SimpleGrid, TextField, type Option } from '@tac/ui';

/** The filters every search of this section takes, as texts ('' = no filter), like the wire. */
export const searchSchema = z
  .object({
    userid: z
      .string()
      .trim()
      .refine((v) => v === '' || (/^\d{1,9}$/.test(v) && Number(v) >= 1 && Number(v) <= USERID_MAX), {
        message: 'dataReport:search.userIdInvalid',
      }),
    from: z.string(),
    to: z.string(),
    choice: z.string(),
  })
  // ISO dates compare as text.
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], message: 'dataReport:search.rangeInvalid' });

export type SearchValues = z.infer<typeof searchSchema>;

export interface SearchFormProps {
  values: SearchValues;
  onSearch: (values: SearchValues) => void;
  /** The one extra filter of the screen (order, temperature type). */
  choice?: { label: string; options: Option[] };
  searching?: boolean;
}

function DateField({ name, label }: { name: 'from' | 'to'; label: string }) {
  return (
    <FieldShell<SearchValues> name={name} label={label}>
      {(a11y) => <DateInput name={name} a11y={a11y} />}
    </FieldShell>
  );
}

function DateInput({ name, a11y }: { name: 'from' | 'to'; a11y: { 'aria-describedby'?: string } }) {
  const { register } = useFormContext<SearchValues>();
  return <Input type="date" {...a11y} {...register(name)} />;
}

/** User ID, date range (from ≤ to) and the screen's own filter; Search applies them. */
export function SearchForm({ values, onSearch, choice, searching }: SearchFormProps) {
  const { t } = useTranslation('dataReport');
  const form = useForm<SearchValues>({ values, resolver: zodResolver(searchSchema), mode: 'onSubmit' });
  return (
    <FormProvider {...form}>
      <form noValidate aria-label={t('search.label')} onSubmit={form.handleSubmit(onSearch)}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: choice ? 4 : 3 }} gap="4" alignItems="start">
          <TextField<SearchValues> name="userid" label={t('search.userId')} inputMode="numeric" maxLength={9} />
          <DateField name="from" label={t('search.from')} />
          <DateField name="to" label={t('search.to')} />
          {choice && <SelectField<SearchValues> name="choice" label={choice.label} options={choice.options} />}
        </SimpleGrid>
        <Flex mt="4" gap="2">
          <Button type="submit" colorPalette="brand" loading={searching}>
            {t('search.submit')}
          </Button>
        </Flex>
      </form>
    </FormProvider>
  );
}
