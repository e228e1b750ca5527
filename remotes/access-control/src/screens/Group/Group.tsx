import type { TFunction } from 'i18next';
import { useMemo, useRef } from 'react';
import type { z } from 'zod';
import { screenKeys, useLocaleFormat, useTranslation } from '@tac/i18n';
import {
  GROUP_COUNT,
  GROUP_SLOTS as SLOTS,
  groupGroup,
  type GroupRow,
  type TimezoneRow,
  useSaveAccessGroupRowMutation,
  useTimezoneGroupQuery,
  useAccessGroupsQuery,
} from '@tac/goform';
import {
  Button,
  contractSchema,
  Field,
  NativeSelect,
  Page,
  RowsOrCards,
  SelectField,
  SettingsForm,
  SimpleGrid,
  Text,
  useSettingsForm,
  useWatch,
} from '@tac/ui';
import { DiscardDialog, useRowChoice } from '../../rows/useRowChoice';
import { HolidaysLine } from '../../holidays/HolidaysLine';
import { summarize } from '../../week/summary';
import { dayTimes, isUsedZone } from '../../week/week';

const keys = screenKeys(groupGroup.screen);
const GROUP_IDS = Array.from({ length: GROUP_COUNT }, (_, i) => i + 1);

/** One group's row, its id included: the contract's rules (zones in range, none named twice) check it whole. */
const schema = contractSchema(groupGroup.rowSchema);
type Values = z.input<typeof groupGroup.rowSchema>;

const slotsOf = (row: GroupRow): Values => ({ id: row.id, time1: row.time1, time2: row.time2, time3: row.time3, time4: row.time4 });

/**
 * The zones a slot may name: those in use, plus whatever the group already names (so an
 * existing choice is shown rather than silently changed).
 */
function zoneOptions(zones: readonly TimezoneRow[], row: GroupRow | undefined, t: TFunction) {
  const named = new Set(row ? SLOTS.map((s) => row[s]) : []);
  return [
    { value: 0, label: t('group.noZone') },
    ...zones
      .filter((z) => isUsedZone(dayTimes(z)) || named.has(z.id))
      .map((z) => ({
        value: z.id,
        label: isUsedZone(dayTimes(z)) ? t('timeZone.zoneName', { zone: z.id }) : t('timeZone.zoneUnused', { zone: z.id }),
      })),
  ];
}

/** A zone's hours in a few words ("Mon–Fri 08:00–18:00"), so a group reads as the hours it opens, not bare numbers. */
function useZoneHours(zones: readonly TimezoneRow[]) {
  const { t } = useTranslation('accessControl');
  const { list } = useLocaleFormat();
  return (zone: number) => {
    const row = zones.find((z) => z.id === zone);
    return row ? summarize(dayTimes(row), t, list) : undefined;
  };
}

function GroupTable({ rows, zones, onEdit }: { rows: readonly GroupRow[]; zones: readonly TimezoneRow[]; onEdit: (id: number) => void }) {
  const { t } = useTranslation('accessControl');
  const hoursOf = useZoneHours(zones);
  const slotText = (zone: number) =>
    zone === 0 ? (
      '—'
    ) : (
      <>
        {zone}
        <Text as="span" display="block" color="fg.muted" fontSize="xs">
          {hoursOf(zone)}
        </Text>
      </>
    );
  return (
    <RowsOrCards
      label={t('group.tableLabel')}
      rows={rows}
      rowKey={(row) => String(row.id)}
      rowLabel={(row) => t('group.groupName', { group: row.id })}
      columns={[
        { header: t(keys.field('id')), cell: (row) => row.id },
        ...SLOTS.map((slot) => ({ header: t(keys.field(slot)), cell: (row: GroupRow) => slotText(row[slot]) })),
      ]}
      actionsHeader={t('group.operation')}
      actions={(row) => (
        <Button size="xs" variant="outline" onClick={() => onEdit(row.id)} aria-label={t('group.editGroup', { group: row.id })}>
          {t('group.edit')}
        </Button>
      )}
    />
  );
}

/** The four slots, each with the hours of the zone it names under it. */
function SlotFields({ options, zones }: { options: ReturnType<typeof zoneOptions>; zones: readonly TimezoneRow[] }) {
  const { t } = useTranslation('accessControl');
  const hoursOf = useZoneHours(zones);
  const chosen = useWatch<Values>();
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      {SLOTS.map((slot) => (
        <SelectField<Values>
          key={slot}
          name={slot}
          label={t(keys.field(slot))}
          options={options}
          numeric
          helperText={chosen[slot] ? hoursOf(Number(chosen[slot])) : undefined}
        />
      ))}
    </SimpleGrid>
  );
}

/**
 * Group ('TZ Group', a.k.a. Working Group): each of the 16 groups names up to four time
 * zones during which its members may pass. Users are put in a group on their own screen.
 */
export default function Group() {
  const { t } = useTranslation('accessControl');
  const groups = useAccessGroupsQuery();
  const zones = useTimezoneGroupQuery();
  const rows = useRowChoice(1);
  const group = rows.current;
  const row = groups.data?.find((r) => r.id === group);
  // One stable object per group and answer: a new one would reset the form on every render.
  const values = useMemo(() => row && slotsOf(row), [row]);
  const form = useSettingsForm({
    query: { ...groups, data: values },
    mutation: useSaveAccessGroupRowMutation(),
    schema,
  });
  const load = (next: number) => {
    const picked = groups.data?.find((r) => r.id === next);
    if (picked) form.methods.reset(slotsOf(picked));
  };
  const choose = (next: number) => rows.choose(next, form.methods.formState.isDirty, load);
  const state: typeof form = {
    ...form,
    isLoading: form.isLoading || zones.isLoading,
    loadFailed: form.loadFailed || (zones.isError && !zones.data),
    refetch: () => {
      void groups.refetch();
      void zones.refetch();
    },
  };
  const options = zoneOptions(zones.data?.items ?? [], row, t);
  const title = t('common:timeZoneGroup');

  const picker = useRef<HTMLSelectElement>(null);
  // Editing from the table brings the user to the form above it.
  const editFromTable = (id: number) => {
    picker.current?.focus();
    choose(id);
  };

  return (
    <Page title={title}>
      <Text color="fg.muted">{t('group.intro')}</Text>
      <Field.Root maxW={{ base: 'full', sm: 'xs' }}>
        <Field.Label>{t(keys.field('id'))}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field ref={picker} value={group} onChange={(e) => choose(Number(e.currentTarget.value))}>
            {GROUP_IDS.map((id) => (
              <option key={id} value={id}>
                {t('group.groupName', { group: id })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {row && <HolidaysLine of={{ group, zones: SLOTS.map((s) => row[s]).filter((z) => z !== 0) }} />}
      <SettingsForm form={state} label={t('group.formLabel', { group })}>
        <SlotFields options={options} zones={zones.data?.items ?? []} />
      </SettingsForm>
      {groups.data && <GroupTable rows={groups.data} zones={zones.data?.items ?? []} onEdit={editFromTable} />}
      <DiscardDialog
        pending={rows.pending}
        message={t('group.discardMessage', { group, next: rows.pending })}
        onConfirm={() => rows.confirm(load)}
        onCancel={rows.cancel}
      />
    </Page>
  );
}
