import { useMemo, useState } from 'react';
import { screenKeys, useLocaleFormat, useTranslation, workingDays } from '@tac/i18n';
import {
  TIMEZONE_COUNT,
  timezoneGroup,
  WEEKDAYS,
  type Weekday,
  useAccessGroupQuery,
  useAccessGroupsQuery,
  useSaveTimezoneGroupMutation,
  useTimezoneGroupQuery,
} from '@tac/goform';
import {
  Button,
  Controller,
  DayChooser,
  contractSchema,
  Box,
  Field,
  Grid,
  HStack,
  NativeSelect,
  Page,
  SettingsForm,
  Text,
  TimeInput,
  useFormContext,
  useMobileLayout,
  useSaveWarning,
  useSettingsForm,
  useWatch,
} from '@tac/ui';
import type { z } from 'zod';
import { dayTimes, isUsedZone, type DayTimes } from '../../week/week';
import { WeekBars } from '../../week/WeekBars';
import { DiscardDialog, useRowChoice } from '../../rows/useRowChoice';
import { HolidaysLine } from '../../holidays/HolidaysLine';

/** One zone's row, its id included: the contract's rules (HH:MM, start before end unless closed) check it whole. */
const zoneSchema = contractSchema(timezoneGroup.rowSchema);
type Values = z.input<typeof timezoneGroup.rowSchema>;

const keys = screenKeys(timezoneGroup.screen);
const ZONE_IDS = Array.from({ length: TIMEZONE_COUNT }, (_, i) => i + 1);

function ZonePicture({ zone }: { zone: number }) {
  const { t } = useTranslation('accessControl');
  // The picture follows the form as the user types, not only what the device stored.
  const values = useWatch<Values>() as DayTimes;
  return <WeekBars times={values} label={t('timeZone.picture', { zone })} />;
}

/** The message of one weekday's start or end, and the id its input is described by. */
function useEdgeError(day: Weekday, edge: 'start' | 'end', labelledBy: string) {
  const { getFieldState, formState } = useFormContext<Values>();
  return { error: getFieldState(`${day}${edge}`, formState).error?.message, errorId: `${labelledBy}-${edge}-error` };
}

/** One weekday's start or end. */
function EdgeTime({ day, edge, labelledBy }: { day: Weekday; edge: 'start' | 'end'; labelledBy: string }) {
  const { control } = useFormContext<Values>();
  const { error, errorId } = useEdgeError(day, edge, labelledBy);
  return (
    <Box minW="0">
      <Controller
        control={control}
        name={`${day}${edge}`}
        render={({ field }) => (
          <TimeInput
            size="sm"
            aria-labelledby={`${labelledBy} ${COLUMN_IDS[edge]}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...field}
            value={String(field.value)}
          />
        )}
      />
    </Box>
  );
}

/**
 * The message of a weekday's start or end, on a line of the row's full width: the overnight
 * hint is a sentence too long for a time's column, and the columns keep their width.
 */
function EdgeError({ day, edge, labelledBy }: { day: Weekday; edge: 'start' | 'end'; labelledBy: string }) {
  const { t } = useTranslation('accessControl');
  const { error, errorId } = useEdgeError(day, edge, labelledBy);
  return error ? (
    <Text id={errorId} gridColumn="1 / -1" color="fg.error" fontSize="xs">
      {t(error)}
    </Text>
  ) : null;
}

const COLUMN_IDS = { start: 'time-zone-start', end: 'time-zone-end' } as const;

function DayRow({ day }: { day: Weekday }) {
  const { t, i18n } = useTranslation('accessControl');
  const { getValues, setValue } = useFormContext<Values>();
  const dayName = t(`days.${day}.long`);
  const dayId = `time-zone-${day}`;
  const copyTo = (days: readonly Weekday[]) => {
    const start = getValues(`${day}start`);
    const end = getValues(`${day}end`);
    for (const other of days) {
      if (other === day) continue;
      setValue(`${other}start`, start, { shouldDirty: true, shouldValidate: true });
      setValue(`${other}end`, end, { shouldDirty: true, shouldValidate: true });
    }
  };
  return (
    <Grid role="group" aria-labelledby={dayId} gridColumn="1 / -1" templateColumns="subgrid" alignItems="start" rowGap="2" borderTopWidth="1px" pt="3">
      <Text id={dayId} gridColumn={{ base: '1 / -1', md: 'auto' }} fontWeight="semibold" pt={{ md: '1.5' }}>
        {dayName}
      </Text>
      <EdgeTime day={day} edge="start" labelledBy={dayId} />
      <EdgeTime day={day} edge="end" labelledBy={dayId} />
      <HStack gridColumn={{ base: '1 / -1', md: 'auto' }} gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => copyTo(WEEKDAYS)} aria-label={t('timeZone.copyToAllDay', { day: dayName })}>
          {t('timeZone.copyToAll')}
        </Button>
        {/* The working week is the language's region's (he: Sunday–Thursday), and the label names its days. */}
        <Button size="sm" variant="outline" onClick={() => copyTo(workingDays(i18n.language))} aria-label={t('timeZone.copyToWorkingDaysDay', { day: dayName })}>
          {t('timeZone.copyToWorkingDays')}
        </Button>
      </HStack>
      <EdgeError day={day} edge="start" labelledBy={dayId} />
      <EdgeError day={day} edge="end" labelledBy={dayId} />
    </Grid>
  );
}

/**
 * The week as one grid: a row per day, Start and End in columns (Status Change's shape); a
 * phone shows one day at a time, chosen from the week, its name and copy buttons on lines of
 * their own around its two times.
 */
function WeekGrid() {
  const { t } = useTranslation('accessControl');
  const { formState, getFieldState } = useFormContext<Values>();
  const mobile = useMobileLayout();
  const [dayShown, setDayShown] = useState<Weekday>('mon');
  const onWide = { base: 'none', md: 'block' } as const;
  const refused = (d: Weekday) => Boolean(getFieldState(`${d}start`, formState).error ?? getFieldState(`${d}end`, formState).error);
  return (
    <>
      {mobile && (
        <DayChooser
          days={WEEKDAYS.map((d) => ({ id: d, short: t(`days.${d}.short`), long: t(`days.${d}.long`), invalid: refused(d) }))}
          value={dayShown}
          onChange={setDayShown}
        />
      )}
      <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'minmax(7rem, max-content) 8rem 8rem 1fr' }} columnGap="3" rowGap="3">
        <Box display={onWide} aria-hidden="true" />
        <Text id={COLUMN_IDS.start} fontWeight="medium" fontSize="sm">
          {t('timeZone.start')}
        </Text>
        <Text id={COLUMN_IDS.end} fontWeight="medium" fontSize="sm">
          {t('timeZone.end')}
        </Text>
        <Box display={onWide} aria-hidden="true" />
        {(mobile ? [dayShown] : WEEKDAYS).map((d) => (
          <DayRow key={d} day={d} />
        ))}
      </Grid>
    </>
  );
}

/** What a zone closed on every day would leave without hours: the groups and door schedules naming it. */
function useClosingUsedZoneWarning(zone: number) {
  const { t } = useTranslation('accessControl');
  const { list } = useLocaleFormat();
  const groups = useAccessGroupsQuery().data ?? [];
  const schedules = useAccessGroupQuery().data;
  return () => {
    const users = [
      ...groups.filter((g) => [g.time1, g.time2, g.time3, g.time4].includes(zone)).map((g) => t('group.groupName', { group: g.id })),
      ...(schedules?.normallyopen.includes(zone) ? [t('menu.normallyOpen')] : []),
      ...(schedules?.normallyclose.includes(zone) ? [t('menu.normallyClose')] : []),
    ];
    return users.length > 0 ? t('timeZone.closingUsedZone', { zone: t('timeZone.zoneName', { zone }), users: list(users) }) : undefined;
  };
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
  const closingUsedZone = useClosingUsedZoneWarning(zone);
  const guarded = useSaveWarning(form, (values) => (isUsedZone(values as DayTimes) ? undefined : closingUsedZone()));
  const load = (next: number) => {
    const row = query.data?.items.find((r) => r.id === next);
    if (row) form.methods.reset(row);
  };
  const choose = (next: number) => rows.choose(next, form.methods.formState.isDirty, load);


  return (
    <Page title={t(keys.title)} wide>
      <Text color="fg.muted">{t('timeZone.intro')}</Text>
      <Field.Root maxW={{ base: 'full', sm: 'xs' }}>
        <Field.Label>{t(keys.field('id'))}</Field.Label>
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
      <HolidaysLine of={{ zone }} />
      <SettingsForm form={guarded.form} label={t('timeZone.formLabel', { zone })} wide>
        <ZonePicture zone={zone} />
        <Text color="fg.muted" fontSize="sm">
          {t('timeZone.closedHelp')}
        </Text>
        <WeekGrid />
      </SettingsForm>
      {guarded.dialog}
      <DiscardDialog
        pending={rows.pending}
        message={t('timeZone.discardMessage', { zone, next: rows.pending })}
        onConfirm={() => rows.confirm(load)}
        onCancel={rows.cancel}
      />
    </Page>
  );
}
