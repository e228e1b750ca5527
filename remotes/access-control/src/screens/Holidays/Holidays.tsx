import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { leftToRight, screenKeys, useLocaleFormat, useTranslation } from '@tac/i18n';
import {
  FieldMessage,
  HOLIDAY_ACTIONS,
  HOLIDAY_COUNT,
  HOLIDAY_REPEATS,
  holidayGroup,
  isCalendarDate,
  isUnsupportedCall,
  isUsedHoliday,
  useAccessGroupsQuery,
  useHolidayGroupQuery,
  useSaveHolidayGroupMutation,
  useTimezoneGroupQuery,
  type HolidayRow,
} from '@tac/goform';
import {
  Box,
  Button,
  Checkbox,
  ConfirmDialog,
  contractSchema,
  Controller,
  DateField,
  ErrorPanel,
  Fieldset,
  HStack,
  NotSupported,
  notifyToast,
  Page,
  RadioField,
  RowsOrCards,
  SelectField,
  SettingsForm,
  SimpleGrid,
  Stack,
  Text,
  TextField,
  showDate,
  useContractFields,
  useDateFormat,
  useFormContext,
  useSettingsForm,
  useWatch,
} from '@tac/ui';
import { holidayWithAction } from '../../holidays/holidayText';
import { dayTimes, isUsedZone } from '../../week/week';

const keys = screenKeys(holidayGroup.screen);

/** The contract's row, and a name: the form saves a holiday, never an unused row. */
const schema = contractSchema(
  holidayGroup.rowSchema.superRefine((row, ctx) => {
    if (row.name === '') ctx.addIssue({ code: 'custom', path: ['name'], message: FieldMessage.required });
  }),
);
type Values = z.input<typeof holidayGroup.rowSchema>;

/** One row as the form holds it (a new object only when the row changes: a new one would reset the form). */
const valuesOf = (row: HolidayRow): Values => ({ ...row, zones: [...row.zones], groups: [...row.groups] });

interface IdChoice {
  id: number;
  label: string;
}

/** A list of ids to tick (the time zones or groups a holiday applies to); none ticked means all. */
function IdChoices({ name, legend, help, choices }: { name: 'zones' | 'groups'; legend: string; help: string; choices: IdChoice[] }) {
  const { control } = useFormContext<Values>();
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      <Fieldset.HelperText>{help}</Fieldset.HelperText>
      <Controller
        control={control}
        name={name}
        render={({ field }) => {
          const selected = (field.value ?? []) as number[];
          const toggle = (id: number, on: boolean) => field.onChange(on ? [...selected, id].sort((a, b) => a - b) : selected.filter((s) => s !== id));
          return (
            <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2">
              {choices.map((choice) => (
                <Checkbox.Root key={choice.id} checked={selected.includes(choice.id)} onCheckedChange={(e) => toggle(choice.id, e.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{choice.label}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
          );
        }}
      />
    </Fieldset.Root>
  );
}

/** A holiday's fields: name, first and last day, how it repeats, what it does and what it applies to. */
function HolidayFields({ zones, groups }: { zones: IdChoice[]; groups: IdChoice[] }) {
  const { t } = useTranslation('accessControl');
  const fields = useContractFields(holidayGroup);
  const { setValue, getValues } = useFormContext<Values>();
  const action = useWatch<Values, 'action'>({ name: 'action' });
  // A holiday of one day is the common case: leaving the first day fills an empty last day with it.
  const fillLastDay = () => {
    const start = getValues('start');
    if (getValues('end') === '' && isCalendarDate(String(start))) setValue('end', start, { shouldDirty: true });
  };
  const option = (field: string) => (value: string) => ({ value, label: t(keys.option(field, value)) });
  return (
    <>
      <TextField<Values> {...fields.text('name')} required label={t(keys.field('name'))} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Box onBlur={fillLastDay}>
          <DateField<Values> name="start" required label={t(keys.field('start'))} />
        </Box>
        <DateField<Values> name="end" required label={t(keys.field('end'))} helperText={t('holidays.endHelp')} />
      </SimpleGrid>
      <RadioField<Values> name="repeat" label={t(keys.field('repeat'))} options={HOLIDAY_REPEATS.map(option('repeat'))} />
      <RadioField<Values> name="action" label={t(keys.field('action'))} options={HOLIDAY_ACTIONS.map(option('action'))} />
      {action === 'zone' && (
        <SelectField<Values>
          name="zone"
          required
          numeric
          label={t(keys.field('zone'))}
          options={[{ value: 0, label: t('holidays.chooseZone') }, ...zones.map((z) => ({ value: z.id, label: z.label }))]}
        />
      )}
      <IdChoices name="zones" legend={t(keys.field('zones'))} help={t('holidays.zonesHelp')} choices={zones} />
      <IdChoices name="groups" legend={t(keys.field('groups'))} help={t('holidays.groupsHelp')} choices={groups} />
    </>
  );
}

/** "1 Jan 2027", or "24/12/2026 – 02/01/2027", in the device's date format; "every year" after a yearly one. */
function useHolidayDates() {
  const { t } = useTranslation('accessControl');
  const dateFormat = useDateFormat();
  return (h: HolidayRow) => {
    // In Arabic, Persian or Hebrew text the range would otherwise read from its end.
    const days = h.start === h.end ? showDate(h.start, dateFormat) : leftToRight(`${showDate(h.start, dateFormat)} – ${showDate(h.end, dateFormat)}`);
    return h.repeat === 'yearly' ? t('holidays.yearly', { days }) : days;
  };
}

function HolidayTable({ rows, onEdit, onDelete }: { rows: HolidayRow[]; onEdit: (id: number) => void; onDelete: (row: HolidayRow) => void }) {
  const { t } = useTranslation('accessControl');
  const { list } = useLocaleFormat();
  const datesOf = useHolidayDates();
  const appliesTo = (h: HolidayRow) => {
    const named = [...h.zones.map((zone) => t('timeZone.zoneName', { zone })), ...h.groups.map((group) => t('group.groupName', { group }))];
    return named.length === 0 ? t('holidays.appliesToAll') : list(named);
  };
  if (rows.length === 0) return <Text>{t('holidays.none')}</Text>;
  return (
    <RowsOrCards
      label={t('holidays.tableLabel')}
      rows={rows}
      rowKey={(row) => String(row.id)}
      rowLabel={(row) => row.name}
      columns={[
        { header: t(keys.field('name')), cell: (row) => holidayWithAction(row, t) },
        { header: t('holidays.days'), cell: datesOf },
        { header: t('holidays.appliesTo'), cell: appliesTo },
      ]}
      actionsHeader={t('group.operation')}
      actions={(row) => (
        <HStack gap="2">
          <Button size="xs" variant="outline" onClick={() => onEdit(row.id)} aria-label={t('holidays.editHoliday', { name: row.name })}>
            {t('group.edit')}
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(row)} aria-label={t('holidays.deleteHoliday', { name: row.name })}>
            {t('holidays.delete')}
          </Button>
        </HStack>
      )}
    />
  );
}

/**
 * Holidays: up to 32 days or date ranges, once or every year, on which the time zones they
 * apply to are closed or follow another zone's hours (the device's rule: device/src/access/zones.ts).
 * A holiday is added in a free row and deleted by emptying its row, after a confirmation.
 */
export default function Holidays() {
  const { t } = useTranslation('accessControl');
  const holidays = useHolidayGroupQuery();
  const zones = useTimezoneGroupQuery();
  const groups = useAccessGroupsQuery();
  const [save, saving] = useSaveHolidayGroupMutation();
  const [editing, setEditing] = useState<number>();
  // Whether the form adds a holiday (opened on a free row), whatever that row holds by the time it saves.
  const [adding, setAdding] = useState(false);
  // Where the user asked to go while the form had unsaved edits: another row, or nowhere (Close).
  const [pending, setPending] = useState<{ to: number | undefined }>();
  const [deleting, setDeleting] = useState<HolidayRow>();
  const items = holidays.data?.items ?? [];
  const row = items.find((r) => r.id === editing);
  const values = useMemo(() => (adding && editing !== undefined ? holidayGroup.defaultRow(editing) : row && valuesOf(row)), [adding, editing, row]);
  /**
   * A new holiday goes into a row free now, not the one free when the form opened: another console
   * may have added a holiday there meanwhile, and writing over it would delete it unseen.
   */
  const saveInFreeRow = (holiday: HolidayRow) => ({
    unwrap: async () => {
      if (!adding) return save(holiday).unwrap();
      const now = (await holidays.refetch().unwrap()).items;
      const target = now.find((r) => r.id === holiday.id && !isUsedHoliday(r)) ?? now.find((r) => !isUsedHoliday(r));
      if (!target) {
        notifyToast.error(t('holidays.full', { max: HOLIDAY_COUNT }));
        throw new Error('no free holiday row');
      }
      return save({ ...holiday, id: target.id }).unwrap();
    },
  });
  const form = useSettingsForm({
    query: { ...holidays, data: values },
    mutation: [saveInFreeRow, saving],
    schema,
    onSaved: () => setEditing(undefined),
  });
  const used = items.filter(isUsedHoliday);
  const free = items.find((r) => !isUsedHoliday(r));

  const go = (to: number | undefined) => {
    const next = items.find((r) => r.id === to);
    if (next) form.methods.reset(valuesOf(next));
    setAdding(next !== undefined && !isUsedHoliday(next));
    setEditing(to);
  };
  const ask = (to: number | undefined) => {
    if (to !== undefined && to === editing) return;
    if (editing !== undefined && form.methods.formState.isDirty) setPending({ to });
    else go(to);
  };
  const remove = async (holiday: HolidayRow) => {
    try {
      const answer = await save(holidayGroup.defaultRow(holiday.id)).unwrap();
      if (answer.code !== 'success') throw new Error(String(answer.retvalue));
      notifyToast.success(t('holidays.deleted', { name: holiday.name }));
      if (editing === holiday.id) setEditing(undefined);
    } catch {
      notifyToast.error(t('common:failed'));
    } finally {
      setDeleting(undefined);
    }
  };

  const zoneChoices = (zones.data?.items ?? []).filter((z) => isUsedZone(dayTimes(z))).map((z) => ({ id: z.id, label: t('timeZone.zoneName', { zone: z.id }) }));
  const groupChoices = (groups.data ?? []).map((g) => ({ id: g.id, label: t('group.groupName', { group: g.id }) }));
  const formState: typeof form = { ...form, isLoading: form.isLoading || zones.isLoading || groups.isLoading };

  if (isUnsupportedCall(holidays.error)) {
    return (
      <Page title={t(keys.title)}>
        <NotSupported />
      </Page>
    );
  }

  return (
    <Page title={t(keys.title)}>
      <Text color="fg.muted">{t('holidays.intro')}</Text>
      <Stack gap="1" align="start">
        <Button variant="outline" disabled={!free} onClick={() => free && ask(free.id)}>
          {t('holidays.add')}
        </Button>
        {holidays.data && !free && <Text fontSize="sm">{t('holidays.full', { max: HOLIDAY_COUNT })}</Text>}
      </Stack>
      {editing !== undefined && (
        <SettingsForm
          form={formState}
          label={row && !adding ? t('holidays.formLabel', { name: row.name }) : t('holidays.add')}
          actions={
            <Button variant="outline" onClick={() => ask(undefined)}>
              {t('holidays.close')}
            </Button>
          }
        >
          <HolidayFields zones={zoneChoices} groups={groupChoices} />
        </SettingsForm>
      )}
      {editing === undefined && holidays.isError && !holidays.data && (
        <ErrorPanel title={t('errors:obtainFailed')} onRetry={() => void holidays.refetch()} />
      )}
      {holidays.data && <HolidayTable rows={used} onEdit={ask} onDelete={setDeleting} />}
      <ConfirmDialog
        open={pending !== undefined}
        title={t('rows.discardTitle')}
        message={t('holidays.discardMessage')}
        confirmLabel={t('rows.discard')}
        cancelLabel={t('rows.keepEditing')}
        onConfirm={() => {
          go(pending?.to);
          setPending(undefined);
        }}
        onCancel={() => setPending(undefined)}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        destructive
        busy={saving.isLoading}
        title={t('holidays.deleteTitle')}
        message={t('holidays.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('holidays.delete')}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(undefined)}
      />
    </Page>
  );
}
