import { datetimeGroup, useDatetimeGroupQuery, useSaveDatetimeGroupMutation } from '@tac/goform';
import { screenKeys, useTranslation } from '@tac/i18n';
import { Button, contractSchema, DateField, Page, SettingsForm, TimeField, useSettingsForm } from '@tac/ui';
import { useRunningClock } from './useRunningClock';

const keys = screenKeys(datetimeGroup.screen);

const pad = (n: number) => String(n).padStart(2, '0');

/** This computer's local date and time in the device's spelling. */
export function computerClock(now: Date): { date: string; time: string } {
  return {
    date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    time: `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`,
  };
}

const schema = contractSchema(datetimeGroup.schema);

export default function TimeSetting() {
  const { t } = useTranslation('advancedSetup');
  const form = useSettingsForm({
    query: useDatetimeGroupQuery(),
    mutation: useSaveDatetimeGroupMutation(),
    schema,
    // The fields the user left alone are sent as the clock reads at this moment.
    toWire: (values) => ({ ...values, ...clock.untouched() }),
  });
  const clock = useRunningClock(form.methods);
  const { setValue } = form.methods;

  // One click: take the computer's clock and save it, so no second goes by in between.
  const takeComputerTime = () => {
    const { date, time } = computerClock(new Date());
    setValue('date', date, { shouldDirty: true });
    setValue('time', time, { shouldDirty: true });
    void form.onSubmit();
  };

  return (
    <Page titleKey={keys.title}>
      <SettingsForm
        form={form}
        label={t(keys.title)}
        actions={
          <Button variant="outline" onClick={takeComputerTime} disabled={form.isSaving}>
            {t('timeSetting.useComputerTime')}
          </Button>
        }
      >
        <DateField name="date" label={t(keys.field('date'))} required />
        <TimeField
          seconds
          name="time"
          label={t(keys.field('time'))}
          helperText={t('timeSetting.timeHelp')}
          required
        />
      </SettingsForm>
    </Page>
  );
}
