import { DST_WEEKS, dstGroup, WEEKDAYS, useDstGroupQuery, useSaveDstGroupMutation } from '@tac/goform';
import { useTranslation } from '@tac/i18n';
import {
  Fieldset,
  NumberField,
  Page,
  SelectField,
  SettingsForm,
  SimpleGrid,
  useSettingsForm,
  type SettingsFormState,
} from '@tac/ui';
import { ClockField } from '../../components/ClockField';
import { monthNames, weekdayNames } from '../../components/calendarNames';

const MODES = ['disable', 'date', 'week'] as const;
const OFFSETS = [0, 1, 2, 3] as const;
/** February may have 29 days: the device takes 29 Feb and skips it in other years. */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The device's rules (a day that exists, start and end not the same day), worded for a person. */
const schema = dstGroup.shape.superRefine((v, ctx) => {
  if (v.mode !== 'date') return;
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (v.startday > (DAYS_IN_MONTH[v.startmonth - 1] ?? 0)) issue('startday', 'advancedSetup:dst.noSuchDay');
  if (v.endday > (DAYS_IN_MONTH[v.endmonth - 1] ?? 0)) issue('endday', 'advancedSetup:dst.noSuchDay');
  else if (v.startmonth === v.endmonth && v.startday === v.endday) issue('endday', 'advancedSetup:dst.sameDay');
});

type Edge = 'start' | 'end';
type Register = SettingsFormState<typeof schema>['methods']['register'];

/** One end of the rule: month plus day (date format) or week and weekday (week format), and the hour. */
function DstEdge({ edge, mode, register }: { edge: Edge; mode: 'date' | 'week'; register: Register }) {
  const { t, i18n } = useTranslation('advancedSetup');
  const months = monthNames(i18n.language).map((label, m) => ({ value: m + 1, label }));
  const weekdays = weekdayNames(i18n.language);
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t(`dst.${edge}`)}</Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" mt="2">
        <SelectField name={`${edge}month`} numeric label={t(`dst.${edge}Month`)} options={months} />
        {mode === 'date' ? (
          <NumberField name={`${edge}day`} label={t(`dst.${edge}Day`)} min={1} max={31} required />
        ) : (
          <>
            <SelectField
              name={`${edge}week`}
              label={t(`dst.${edge}Week`)}
              options={DST_WEEKS.map((w) => ({ value: w, label: t(`dst.week.${w}`) }))}
            />
            <SelectField
              name={`${edge}weekday`}
              label={t(`dst.${edge}Weekday`)}
              options={WEEKDAYS.map((d) => ({ value: d, label: weekdays[d] }))}
            />
          </>
        )}
        <ClockField type="time" register={register} name={`${edge}time`} label={t(`dst.${edge}Time`)} required />
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
  const mode = form.methods.watch('mode');
  return (
    <Page titleKey="advancedSetup:menu.dst">
      <SettingsForm form={form} label={t('advancedSetup:menu.dst')}>
        <SelectField name="mode" label={t('dst.mode')} options={MODES.map((m) => ({ value: m, label: t(`dst.modes.${m}`) }))} />
        {(mode === 'date' || mode === 'week') && (
          <>
            <SelectField
              name="offset"
              numeric
              label={t('dst.offset')}
              options={OFFSETS.map((h) => ({ value: h, label: t('dst.hours', { count: h }) }))}
            />
            <DstEdge edge="start" mode={mode} register={form.methods.register} />
            <DstEdge edge="end" mode={mode} register={form.methods.register} />
          </>
        )}
      </SettingsForm>
    </Page>
  );
}
