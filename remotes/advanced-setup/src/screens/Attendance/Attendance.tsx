import { kaoqinGroup, useKaoqinGroupQuery, useSaveKaoqinGroupMutation } from '@tac/goform';
import { useTranslation } from '@tac/i18n';
import { NumberField, Page, SettingsForm, useSettingsForm } from '@tac/ui';
import { ClockField } from '../../components/ClockField';

/** The device's own bounds (SPEC §5: 0-250 min, 0-5000), with the rule across fields worded for a person. */
const schema = kaoqinGroup.shape.superRefine((v, ctx) => {
  if (v.workstart >= v.workend) ctx.addIssue({ code: 'custom', path: ['workend'], message: 'advancedSetup:attendance.endAfterStart' });
});

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
          name="duplicatepunch"
          label={t('attendance.duplicatePunch')}
          helperText={t('attendance.duplicatePunchHelp')}
          min={0}
          max={250}
          required
        />
        <NumberField
          name="logalarm"
          label={t('attendance.logAlarm')}
          helperText={t('attendance.logAlarmHelp')}
          min={0}
          max={5000}
          required
        />
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
