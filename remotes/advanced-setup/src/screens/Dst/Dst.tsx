import {
  DST_WEEKS,
  dstGroup,
  dstRuleWarnings,
  WEEKDAYS,
  useDatetimeGroupQuery,
  useDstGroupQuery,
  useSaveDstGroupMutation,
  type DstWarning,
} from '@tac/goform';
import { screenKeys, useLocaleFormat, useTranslation } from '@tac/i18n';
import {
  Alert,
  contractFields,
  contractSchema,
  Fieldset,
  List,
  NumberField,
  Page,
  SelectField,
  SettingsForm,
  SimpleGrid,
  TimeField,
  useSaveWarning,
  useSettingsForm,
} from '@tac/ui';
import type { z } from 'zod';
import { monthNames, weekdayNames } from '../../components/calendarNames';

const keys = screenKeys(dstGroup.screen);

const MODES = dstGroup.shape.shape.mode.out.options;
const OFFSETS = [0, 1, 2, 3] as const;

const schema = contractSchema(dstGroup.schema);

type Edge = 'start' | 'end';
type DstFields = ReturnType<typeof contractFields<typeof dstGroup.shape.shape>>;

/** One end of the rule: month plus day (date format) or week and weekday (week format), and the hour. */
function DstEdge({ edge, fields }: { edge: Edge; fields: DstFields }) {
  const { t, i18n } = useTranslation('advancedSetup');
  const months = monthNames(i18n.language).map((label, m) => ({ value: m + 1, label }));
  const weekdays = weekdayNames(i18n.language);
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t(`dst.${edge}`)}</Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" mt="2">
        <SelectField name={`${edge}month`} numeric label={t(keys.field(`${edge}month`))} options={months} />
        {fields.applies(`${edge}day`) ? (
          <NumberField {...fields.number(`${edge}day`)} label={t(keys.field(`${edge}day`))} />
        ) : (
          <>
            <SelectField
              name={`${edge}week`}
              label={t(keys.field(`${edge}week`))}
              options={DST_WEEKS.map((w) => ({ value: w, label: t(keys.option(`${edge}week`, w)) }))}
            />
            <SelectField
              name={`${edge}weekday`}
              label={t(keys.field(`${edge}weekday`))}
              options={WEEKDAYS.map((d) => ({ value: d, label: weekdays[d] }))}
            />
          </>
        )}
        <TimeField name={`${edge}time`} label={t(keys.field(`${edge}time`))} required />
      </SimpleGrid>
    </Fieldset.Root>
  );
}

/** A valid rule that does not do as written (a 6th weekday, +0 hours…): what it does, asked before saving. */
function useRuleWarnings() {
  const { t } = useTranslation('advancedSetup');
  const { number } = useLocaleFormat();
  const say = (w: DstWarning) => {
    const year = (y: number) => number(y, { useGrouping: false });
    switch (w.kind) {
      case 'neverExists':
        return t('dst.warnings.neverExists', { edge: t(`dst.${w.edge}`) });
      case 'someYears':
        return t('dst.warnings.someYears', { edge: t(`dst.${w.edge}`), year: year(w.next) });
      case 'noShift':
        return t('dst.warnings.noShift');
      case 'sameDay':
        return t('dst.warnings.sameDay', { year: year(w.year) });
    }
  };
  // The form's values as typed, checked already: the rule as the device will take it.
  return (values: z.input<typeof schema>) => {
    const warnings = dstRuleWarnings(schema.parse(values), new Date().getFullYear());
    if (warnings.length === 0) return undefined;
    return (
      <List.Root ps="5">
        {warnings.map((w) => (
          <List.Item key={w.kind + ('edge' in w ? w.edge : '')}>{say(w)}</List.Item>
        ))}
      </List.Root>
    );
  };
}

export default function Dst() {
  const { t } = useTranslation('advancedSetup');
  const form = useSettingsForm({
    query: useDstGroupQuery(),
    mutation: useSaveDstGroupMutation(),
    schema,
  });
  const guarded = useSaveWarning(form, useRuleWarnings());
  const fields = contractFields(dstGroup, form.methods.watch());
  // With a time zone set on Time Setup, local time follows the zone's own rules (older firmware answers none).
  const zone = useDatetimeGroupQuery().data?.timezone;
  return (
    <Page titleKey={keys.title}>
      {zone && (
        <Alert.Root status="info" mb="4">
          <Alert.Indicator />
          <Alert.Title>{t('dst.zoneInForce', { zone })}</Alert.Title>
        </Alert.Root>
      )}
      <SettingsForm form={guarded.form} label={t(keys.title)}>
        <SelectField name="mode" label={t(keys.field('mode'))} options={MODES.map((m) => ({ value: m, label: t(keys.option('mode', m)) }))} />
        {fields.applies('offset') && (
          <>
            <SelectField
              name="offset"
              numeric
              label={t(keys.field('offset'))}
              options={OFFSETS.map((h) => ({ value: h, label: t(keys.unit('offset'), { count: h }) }))}
            />
            <DstEdge edge="start" fields={fields} />
            <DstEdge edge="end" fields={fields} />
          </>
        )}
      </SettingsForm>
      {guarded.dialog}
    </Page>
  );
}
