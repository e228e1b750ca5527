import { useMemo } from 'react';
import { useTranslation } from '@tac/i18n';
import { TIMEZONE_COUNT, timezoneGroup, WEEKDAYS, type Weekday, useSaveTimezoneGroupMutation, useTimezoneGroupQuery } from '@tac/goform';
import {
  Button,
  contractFields,
  contractSchema,
  Field,
  Fieldset,
  NativeSelect,
  Page,
  SettingsForm,
  SimpleGrid,
  Stack,
  Text,
  TextField,
  useFormContext,
  useSettingsForm,
  useWatch,
} from '@tac/ui';
import type { z } from 'zod';
import { dayTimes, isUsedZone, type DayTimes } from '../../week/week';
import { WeekBars } from '../../week/WeekBars';
import { DiscardDialog, useRowChoice } from '../../rows/useRowChoice';

/** One zone's row, its id included: the contract's rules (HH:MM, start before end unless closed) check it whole. */
const zoneSchema = contractSchema(timezoneGroup.rowSchema);
type Values = z.input<typeof timezoneGroup.rowSchema>;
/** Every field of a row always applies: no condition to watch. */
const fields = contractFields(timezoneGroup, {});

const ZONE_IDS = Array.from({ length: TIMEZONE_COUNT }, (_, i) => i + 1);

function ZonePicture({ zone }: { zone: number }) {
  const { t } = useTranslation('accessControl');
  // The picture follows the form as the user types, not only what the device stored.
  const values = useWatch<Values>() as DayTimes;
  return <WeekBars times={values} label={t('timeZone.picture', { zone })} />;
}

function DayFields({ day }: { day: Weekday }) {
  const { t } = useTranslation('accessControl');
  const { getValues, setValue } = useFormContext<Values>();
  const dayName = t(`days.${day}.long`);
  const copyToAll = () => {
    const start = getValues(`${day}start`);
    const end = getValues(`${day}end`);
    for (const other of WEEKDAYS) {
      if (other === day) continue;
      setValue(`${other}start`, start, { shouldDirty: true, shouldValidate: true });
      setValue(`${other}end`, end, { shouldDirty: true, shouldValidate: true });
    }
  };
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">{dayName}</Fieldset.Legend>
      {/* Until the copy button gets a column as wide as its longest label (ru), it takes its own
          row at its own width instead of spilling out of half a row. */}
      <SimpleGrid columns={{ base: 2, lg: 3 }} gap="3" alignItems="end">
        <TextField<Values> {...fields.text(`${day}start`)} label={t('timeZone.start')} placeholder="HH:MM" />
        <TextField<Values> {...fields.text(`${day}end`)} label={t('timeZone.end')} placeholder="HH:MM" />
        <Button
          variant="outline"
          gridColumn={{ base: '1 / -1', lg: 'auto' }}
          justifySelf={{ base: 'start', lg: 'stretch' }}
          onClick={copyToAll}
          aria-label={t('timeZone.copyToAllDay', { day: dayName })}
        >
          {t('timeZone.copyToAll')}
        </Button>
      </SimpleGrid>
    </Fieldset.Root>
  );
}

/**
 * Time Zone (a.k.a. Period Setting): the device's 32 time zones, each a start and end time
 * per weekday. One zone is edited at a time; its week is drawn as bars.
 */
export default function TimeZone() {
  const { t } = useTranslation('accessControl');
  const query = useTimezoneGroupQuery();
  const rows = useRowChoice(1);
  const zone = rows.current;
  // One stable object per zone and answer: a new one would reset the form on every render.
  const times = useMemo(() => query.data?.items.find((r) => r.id === zone), [query.data, zone]);
  const form = useSettingsForm({
    query: { ...query, data: times },
    mutation: useSaveTimezoneGroupMutation(),
    schema: zoneSchema,
  });
  const load = (next: number) => {
    const row = query.data?.items.find((r) => r.id === next);
    if (row) form.methods.reset(row);
  };
  const choose = (next: number) => rows.choose(next, form.methods.formState.isDirty, load);


  return (
    <Page title={t('accessControl:menu.timeZone')}>
      <Text color="fg.muted">{t('timeZone.intro')}</Text>
      <Field.Root maxW={{ base: 'full', sm: 'xs' }}>
        <Field.Label>{t('timeZone.zone')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={zone} onChange={(e) => choose(Number(e.currentTarget.value))}>
            {ZONE_IDS.map((id) => {
              const r = query.data?.items.find((item) => item.id === id);
              const unused = r !== undefined && !isUsedZone(dayTimes(r));
              return (
                <option key={id} value={id}>
                  {unused ? t('timeZone.zoneUnused', { zone: id }) : t('timeZone.zoneName', { zone: id })}
                </option>
              );
            })}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <SettingsForm form={form} label={t('timeZone.formLabel', { zone })}>
        <ZonePicture zone={zone} />
        <Text color="fg.muted" fontSize="sm">
          {t('timeZone.closedHelp')}
        </Text>
        <Stack gap="4">
          {WEEKDAYS.map((d) => (
            <DayFields key={d} day={d} />
          ))}
        </Stack>
      </SettingsForm>
      <DiscardDialog
        pending={rows.pending}
        message={t('timeZone.discardMessage', { zone, next: rows.pending })}
        onConfirm={() => rows.confirm(load)}
        onCancel={rows.cancel}
      />
    </Page>
  );
}
