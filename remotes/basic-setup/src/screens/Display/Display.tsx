import { displayGroup, useDisplayGroupQuery, useSaveDisplayGroupMutation } from '@tac/goform';
import type { z } from 'zod';
import { useTranslation } from '@tac/i18n';
import {
  contractSchema,
  NumberField,
  Page,
  RadioField,
  SelectField,
  SettingsForm,
  SwitchField,
  useContractFields,
  useSettingsForm,
} from '@tac/ui';
import { DeviceLanguage } from './DeviceLanguage';

/** The language has its own call and its own warning (DeviceLanguage); the form holds the rest. */
const fieldsShape = displayGroup.shape.omit({ language: true });
const schema = contractSchema(fieldsShape);
type DisplayValues = z.input<typeof fieldsShape>;

// The device's own list (the contract's enum), so the form offers exactly what it stores.
const DATE_FORMATS = displayGroup.shape.shape.dateformat.out.options;
const POWER_SAVING = ['disable', 'screensaver', 'closesaver'] as const;

/** Screen Interval is the idle time before power saving starts, so it applies only with power saving on. */
function ScreenInterval() {
  const { t } = useTranslation('basicSetup');
  const fields = useContractFields(displayGroup);
  return (
    <NumberField<DisplayValues>
      {...fields.number('screeninterval')}
      label={t('display.screenInterval')}
      helperText={t('display.screenIntervalHelp', fields.rule('screeninterval'))}
      disabled={!fields.applies('screeninterval')}
    />
  );
}

export default function Display() {
  const { t } = useTranslation('basicSetup');
  const form = useSettingsForm({
    query: useDisplayGroupQuery(),
    mutation: useSaveDisplayGroupMutation(),
    schema,
    fromWire: ({ language: _language, restartms: _restartms, ...rest }) => rest,
  });
  return (
    <Page titleKey="basicSetup:menu.display">
      <DeviceLanguage />
      <SettingsForm form={form} label={t('basicSetup:menu.display')}>
        <SelectField<DisplayValues>
          name="dateformat"
          label={t('display.dateFormat')}
          options={DATE_FORMATS.map((f) => ({ value: f, label: f }))}
        />
        <RadioField<DisplayValues>
          name="timeformat"
          numeric
          label={t('display.timeFormat')}
          options={[
            { value: 12, label: t('display.hour12') },
            { value: 24, label: t('display.hour24') },
          ]}
        />
        <SelectField<DisplayValues>
          name="powersaving"
          label={t('display.powerSaving')}
          options={POWER_SAVING.map((p) => ({ value: p, label: t(`display.powerSavingModes.${p}`) }))}
        />
        <ScreenInterval />
        <SwitchField<DisplayValues> name="synclocaltime" label={t('display.syncLocalTime')} />
        <SwitchField<DisplayValues> name="keyboardlock" label={t('display.keyboardLock')} />
      </SettingsForm>
    </Page>
  );
}
