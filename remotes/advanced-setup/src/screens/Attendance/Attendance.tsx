import { kaoqinGroup, useKaoqinGroupQuery, useSaveKaoqinGroupMutation } from '@tac/goform';
import { useTranslation } from '@tac/i18n';
import { contractFields, contractSchema, NumberField, Page, SettingsForm, useSettingsForm } from '@tac/ui';
import { ClockField } from '../../components/ClockField';

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
  const { register } = form.methods;
  return (
    <Page titleKey="advancedSetup:menu.attendance">
      <SettingsForm form={form} label={t('advancedSetup:menu.attendance')}>
        <NumberField
          {...fields.number('duplicatepunch')}
          label={t('attendance.duplicatePunch')}
          helperText={t('attendance.duplicatePunchHelp', fields.rule('duplicatepunch'))}
        />
        <NumberField {...fields.number('logalarm')} label={t('attendance.logAlarm')} helperText={t('attendance.logAlarmHelp', fields.rule('logalarm'))} />
        <ClockField type="time" register={register} name="workstart" label={t('attendance.workStart')} required />
        <ClockField
          type="time"
          register={register}
          name="workend"
          label={t('attendance.workEnd')}
          helperText={t('attendance.workHoursHelp')}
          required
        />
      </SettingsForm>
    </Page>
  );
}
