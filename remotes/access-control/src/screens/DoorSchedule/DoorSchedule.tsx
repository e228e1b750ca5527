import { useId } from 'react';
import { z } from 'zod';
import { fieldLabelKey, screenTitleKey, useLocaleFormat, useTranslation } from '@tac/i18n';
import { accessGroup, screenOf, WEEKDAYS, type AccessSettings, type TimezoneRow } from '@tac/goform';
import { Checkbox, Controller, Fieldset, Link, Page, SettingsForm, Stack, Text, useFormContext, useSaveWarning, useSettingsForm } from '@tac/ui';
import { Link as RouterLink } from 'react-router-dom';
import { useAccessGroupQuery, useSaveAccessGroupMutation, useTimezoneGroupQuery } from '@tac/goform';
import { summarize } from '../../week/summary';
import { dayTimes, isUsedZone } from '../../week/week';

/** Every hour of every day: held unlocked on it, a door would never lock. */
const coversWholeWeek = (row: TimezoneRow) => WEEKDAYS.every((d) => row[`${d}start`] === '00:00' && row[`${d}end`] === '23:59');

/** Which of the two door schedules of the access group a screen edits. */
export type ScheduleKind = 'normallyopen' | 'normallyclose';

const OTHER: Record<ScheduleKind, ScheduleKind> = { normallyopen: 'normallyclose', normallyclose: 'normallyopen' };

const schema = z.object({ zones: z.array(z.number().int()) });
type Values = z.input<typeof schema>;

interface ZoneChoice {
  row: TimezoneRow;
  /** Already in the other schedule: a zone cannot hold the door both unlocked and locked. */
  taken: boolean;
}

function ZoneOption({ choice, checked, onToggle }: { choice: ZoneChoice; checked: boolean; onToggle: (on: boolean) => void }) {
  const { t } = useTranslation('accessControl');
  const { list } = useLocaleFormat();
  const descriptionId = useId();
  const { row, taken } = choice;
  return (
    <Stack gap="0.5">
      <Checkbox.Root checked={checked} disabled={taken && !checked} onCheckedChange={(e) => onToggle(e.checked === true)}>
        <Checkbox.HiddenInput aria-describedby={descriptionId} />
        <Checkbox.Control />
        <Checkbox.Label>{t('timeZone.zoneName', { zone: row.id })}</Checkbox.Label>
      </Checkbox.Root>
      <Text id={descriptionId} ps="6" fontSize="sm" color="fg.muted">
        {summarize(dayTimes(row), t, list)}
        {taken && ` — ${t('doorSchedule.takenByOther')}`}
      </Text>
    </Stack>
  );
}

function ZoneChoices({ kind, choices }: { kind: ScheduleKind; choices: ZoneChoice[] }) {
  const { t } = useTranslation('accessControl');
  const { control } = useFormContext<Values>();
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t(fieldLabelKey(screenOf(accessGroup, kind), kind))}</Fieldset.Legend>
      <Fieldset.HelperText>{t('doorSchedule.help')}</Fieldset.HelperText>
      <Fieldset.Content>
        {choices.length === 0 ? (
          <Text>
            {t('doorSchedule.noZones')}{' '}
            <Link asChild>
              <RouterLink to="/advSetting/timezone">{t('accessControl:menu.timeZone')}</RouterLink>
            </Link>
          </Text>
        ) : (
          <Controller
            control={control}
            name="zones"
            render={({ field }) => {
              const selected = field.value ?? [];
              const toggle = (id: number, on: boolean) =>
                field.onChange(on ? [...selected, id].sort((a, b) => a - b) : selected.filter((z) => z !== id));
              return (
                <>
                  {choices.map((choice) => (
                    <ZoneOption
                      key={choice.row.id}
                      choice={choice}
                      checked={selected.includes(choice.row.id)}
                      onToggle={(on) => toggle(choice.row.id, on)}
                    />
                  ))}
                </>
              );
            }}
          />
        )}
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

/**
 * Normally Open / Normally Close: the time zones during which the door is held unlocked /
 * locked (DESIGN §3). Only zones in use are offered (and any the schedule already names).
 */
export default function DoorSchedule({ kind }: { kind: ScheduleKind }) {
  const { t } = useTranslation('accessControl');
  const access = useAccessGroupQuery();
  const zones = useTimezoneGroupQuery();
  const form = useSettingsForm({
    query: access,
    mutation: useSaveAccessGroupMutation(),
    schema,
    fromWire: (wire: AccessSettings) => ({ zones: [...wire[kind]] }),
    // Only this schedule is sent, comma-separated as on real terminals; the device merges it
    // over the rest of the access group.
    toWire: ({ zones: ids }) => ({ [kind]: ids.join(',') }),
  });
  // The screen needs both answers before it can offer anything.
  const state: typeof form = {
    ...form,
    isLoading: form.isLoading || zones.isLoading,
    loadFailed: form.loadFailed || (zones.isError && !zones.data),
    refetch: () => {
      void access.refetch();
      void zones.refetch();
    },
  };
  const other = access.data?.[OTHER[kind]] ?? [];
  const mine = access.data?.[kind] ?? [];
  const choices: ZoneChoice[] = (zones.data?.items ?? [])
    .filter((row) => isUsedZone(dayTimes(row)) || mine.includes(row.id))
    .map((row) => ({ row, taken: other.includes(row.id) }));
  const title = t(screenTitleKey(screenOf(accessGroup, kind)));
  const guarded = useSaveWarning(state, ({ zones: ids = [] }) => {
    const always = kind === 'normallyopen' ? zones.data?.items.find((row) => ids.includes(row.id) && coversWholeWeek(row)) : undefined;
    return always && t('doorSchedule.alwaysOpen', { zone: t('timeZone.zoneName', { zone: always.id }) });
  });
  return (
    <Page title={title}>
      <Text color="fg.muted">{t(`doorSchedule.${kind}.intro`)}</Text>
      <SettingsForm form={guarded.form} label={title}>
        <ZoneChoices kind={kind} choices={choices} />
      </SettingsForm>
      {guarded.dialog}
    </Page>
  );
}
