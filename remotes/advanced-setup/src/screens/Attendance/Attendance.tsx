import { kaoqinGroup, useKaoqinGroupQuery, useSaveKaoqinGroupMutation } from '@tac/goform';
import { screenKeys, useTranslation } from '@tac/i18n';
import { contractFields, contractSchema, NumberField, Page, SettingsForm, TimeField, useSettingsForm } from '@tac/ui';

const keys = screenKeys(kaoqinGroup.screen);

const schema = contractSchema(kaoqinGroup.schema);
/** Every field of the group always applies: no condition to watch. */
const fields = contractFields(kaoqinGroup, {});

export default function Attendance() {
  const { t } = useTranslation('advancedSetup');
  const form = useSettingsForm({
    query: useKaoqinGroupQuery(),
    mutation: useSaveKaoqinGroupMutation(),
    schema,
  });
  return (
    <Page titleKey={keys.title}>
      <SettingsForm form={form} label={t(keys.title)}>
        <NumberField
          {...fields.number('duplicatepunch')}
          label={t(keys.field('duplicatepunch'))}
          helperText={t('attendance.duplicatePunchHelp', fields.rule('duplicatepunch'))}
        />
        <NumberField {...fields.number('logalarm')} label={t(keys.field('logalarm'))} helperText={t('attendance.logAlarmHelp', fields.rule('logalarm'))} />
        <TimeField name="workstart" label={t(keys.field('workstart'))} required />
        <TimeField
          name="workend"
          label={t(keys.field('workend'))}
          helperText={t('attendance.workHoursHelp')}
          required
        />
      </SettingsForm>
    </Page>
  );
}
