import { DST_WEEKS, dstGroup, WEEKDAYS, useDstGroupQuery, useSaveDstGroupMutation } from '@tac/goform';
import { screenKeys, useTranslation } from '@tac/i18n';
import {
  contractFields,
  contractSchema,
  Fieldset,
  NumberField,
  Page,
  SelectField,
  SettingsForm,
  SimpleGrid,
  TimeField,
  useSettingsForm,
} from '@tac/ui';
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

export default function Dst() {
  const { t } = useTranslation('advancedSetup');
  const form = useSettingsForm({
    query: useDstGroupQuery(),
    mutation: useSaveDstGroupMutation(),
    schema,
  });
  const fields = contractFields(dstGroup, form.methods.watch());
  return (
    <Page titleKey={keys.title}>
      <SettingsForm form={form} label={t(keys.title)}>
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
    </Page>
  );
}
