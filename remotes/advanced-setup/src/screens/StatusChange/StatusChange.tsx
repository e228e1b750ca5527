import { useState } from 'react';
import { statuschangeGroup, WEEKDAYS, type StatusChangeRow, type Weekday, useApplyGroupQuery, useSaveStatuschangeGroupMutation, useStatuschangeGroupQuery } from '@tac/goform';
import { screenKeys, useTranslation } from '@tac/i18n';
import { Controller, DayChooser, Page, SettingsForm, Table, Text, TimeInput, useMobileLayout, useSettingsForm, VisuallyHidden } from '@tac/ui';
import { weekdayNames } from '../../components/calendarNames';

const keys = screenKeys(statuschangeGroup.screen);

/**
 * The whole table is one form, shaped as the device answers it ({ items: rows }), with the
 * contract's rules of each row and across rows (no two statuses at the same minute of a day).
 */
const schema = statuschangeGroup.tableSchema;

const sameRow = (a: StatusChangeRow, b: StatusChangeRow | undefined) => b !== undefined && WEEKDAYS.every((d) => a[d] === b[d]);

/**
 * The writes that take the table from `loaded` to `rows`, one row per call. The device refuses
 * a row whose time another stored status holds that day, so a time one changed row leaves and
 * another takes (two statuses swapping their times) is first cleared in the row leaving it;
 * then each changed row is written whole. Every table in between holds only times of the two
 * tables, none twice.
 */
function writesOf(rows: StatusChangeRow[], loaded: StatusChangeRow[] | undefined): StatusChangeRow[] {
  const loadedOf = (row: StatusChangeRow) => loaded?.find((l) => l.number === row.number);
  const changed = rows.filter((row) => !sameRow(row, loadedOf(row)));
  const clearing = changed.flatMap((row) => {
    const before = loadedOf(row);
    if (!before) return [];
    const taken = WEEKDAYS.filter((d) => before[d] !== '' && before[d] !== row[d] && changed.some((other) => other !== row && other[d] === before[d]));
    return taken.length > 0 ? [{ ...before, ...Object.fromEntries(taken.map((d) => [d, ''])) }] : [];
  });
  return [...clearing, ...changed];
}

/**
 * The device writes one row per call: send the writes of the rows that changed (writesOf), one
 * after another, and stop at the first refusal so the answer the form reports is that one.
 */
function useSaveChangedRows(loaded: StatusChangeRow[] | undefined) {
  const [saveRow] = useSaveStatuschangeGroupMutation();
  const [isLoading, setLoading] = useState(false);
  const trigger = (rows: StatusChangeRow[]) => ({
    unwrap: async () => {
      setLoading(true);
      try {
        let answer: unknown = { code: 'success' };
        for (const row of writesOf(rows, loaded)) {
          answer = await saveRow(row).unwrap();
          if ((answer as { code?: unknown }).code !== 'success') break;
        }
        return answer;
      } finally {
        setLoading(false);
      }
    },
  });
  return [trigger, { isLoading }] as const;
}

export default function StatusChange() {
  const { t, i18n } = useTranslation('advancedSetup');
  const query = useStatuschangeGroupQuery();
  const labels = useApplyGroupQuery().data as Record<string, unknown> | undefined;
  const form = useSettingsForm({
    query,
    mutation: useSaveChangedRows(query.data?.items),
    schema,
    fromWire: (wire) => ({ items: [...wire.items].sort((a, b) => a.number - b.number) }),
    toWire: (values) => values.items,
  });
  const { control, formState, watch } = form.methods;
  const rows = watch('items') ?? [];
  const days = weekdayNames(i18n.language);
  const shortDays = weekdayNames(i18n.language, 'short');
  const mobile = useMobileLayout();
  const [dayShown, setDayShown] = useState<Weekday>('mon');
  const shownDays: readonly Weekday[] = mobile ? [dayShown] : WEEKDAYS;
  const cellWidth = mobile ? '40' : '28';
  const statusName = (n: number) => {
    const label = labels?.[`status${n}`];
    return typeof label === 'string' && label !== '' ? label : t('statusChange.status', { n });
  };

  return (
    <Page titleKey={keys.title} wide>
      <SettingsForm form={form} label={t(keys.title)} wide>
        <Text color="fg.muted" maxW="2xl">{t('statusChange.help')}</Text>
        {mobile && (
          <DayChooser
            days={WEEKDAYS.map((d) => ({ id: d, short: shortDays[d], long: days[d], invalid: rows.some((_, i) => Boolean(formState.errors.items?.[i]?.[d])) }))}
            value={dayShown}
            onChange={setDayShown}
          />
        )}
        <Table.ScrollArea borderWidth="1px" rounded="md" maxW="full">
          <Table.Root size="sm" stickyHeader>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t(keys.field('number'))}</Table.ColumnHeader>
                {shownDays.map((d) => (
                  <Table.ColumnHeader key={d}>
                    <span aria-hidden="true">{shortDays[d]}</span>
                    <VisuallyHidden>{days[d]}</VisuallyHidden>
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row, i) => (
                <Table.Row key={String(row.number)}>
                  <Table.Cell as="th" scope="row" fontWeight="medium" whiteSpace="nowrap">
                    {statusName(Number(row.number))}
                  </Table.Cell>
                  {shownDays.map((d) => {
                    const error = formState.errors.items?.[i]?.[d]?.message;
                    const errorId = `status-change-${i}-${d}-error`;
                    return (
                      // Tighter than the default paddings, so the week fits a desktop page without scrolling;
                      // one width whatever the cell says, so a message wraps under its input instead of moving the days beside it
                      // (wider for a phone's single day, where a 12-hour clock's AM/PM would otherwise be cut).
                      <Table.Cell key={d} w={cellWidth} minW={cellWidth} maxW={cellWidth} px="1" verticalAlign="top" whiteSpace="normal">
                        <Controller
                          control={control}
                          name={`items.${i}.${d}`}
                          render={({ field }) => (
                            <TimeInput
                              size="sm"
                              px="2"
                              placeholder=""
                              aria-label={t('statusChange.cell', { status: statusName(Number(row.number)), day: days[d] })}
                              aria-invalid={error ? true : undefined}
                              aria-describedby={error ? errorId : undefined}
                              {...field}
                              value={String(field.value)}
                            />
                          )}
                        />
                        {error && (
                          <Text id={errorId} color="fg.error" fontSize="xs" mt="1">
                            {t(error)}
                          </Text>
                        )}
                      </Table.Cell>
                    );
                  })}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </SettingsForm>
    </Page>
  );
}
