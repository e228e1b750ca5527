import { kaoqinGroup, useKaoqinGroupQuery, useSaveKaoqinGroupMutation } from '@tac/goform';
import { useTranslation } from '@tac/i18n';
import { contractFields, contractSchema, NumberField, Page, SettingsForm, TimeField, useSettingsForm } from '@tac/ui';

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
    <Page titleKey="advancedSetup:menu.attendance">
      <SettingsForm form={form} label={t('advancedSetup:menu.attendance')}>
        <NumberField
          {...fields.number('duplicatepunch')}
          label={t('attendance.duplicatePunch')}
          helperText={t('attendance.duplicatePunchHelp', fields.rule('duplicatepunch'))}
        />
        <NumberField {...fields.number('logalarm')} label={t('attendance.logAlarm')} helperText={t('attendance.logAlarmHelp', fields.rule('logalarm'))} />
        <TimeField name="workstart" label={t('attendance.workStart')} required />
        <TimeField
          name="workend"
          label={t('attendance.workEnd')}
          helperText={t('attendance.workHoursHelp')}
          required
        />
      </SettingsForm>
    </Page>
  );
}
