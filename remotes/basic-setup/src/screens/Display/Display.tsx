import { displayGroup, useDisplayGroupQuery, useSaveDisplayGroupMutation } from '@tac/goform';
import type { z } from 'zod';
import { screenKeys, useTranslation } from '@tac/i18n';
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

const keys = screenKeys(displayGroup.screen);

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
      label={t(keys.field('screeninterval'))}
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
    <Page titleKey={keys.title}>
      <DeviceLanguage
        unsaved={form.methods.formState.isDirty}
        saveEdits={async () => {
          await form.onSubmit();
          return !form.methods.formState.isDirty;
        }}
      />
      <SettingsForm form={form} label={t(keys.title)}>
        <SelectField<DisplayValues>
          name="dateformat"
          label={t(keys.field('dateformat'))}
          options={DATE_FORMATS.map((f) => ({ value: f, label: f }))}
        />
        <RadioField<DisplayValues>
          name="timeformat"
          numeric
          label={t(keys.field('timeformat'))}
          options={[
            { value: 12, label: t(keys.option('timeformat', '12')) },
            { value: 24, label: t(keys.option('timeformat', '24')) },
          ]}
        />
        <SelectField<DisplayValues>
          name="powersaving"
          label={t(keys.field('powersaving'))}
          options={POWER_SAVING.map((p) => ({ value: p, label: t(keys.option('powersaving', p)) }))}
        />
        <ScreenInterval />
        <SwitchField<DisplayValues> name="synclocaltime" label={t(keys.field('synclocaltime'))} />
        <SwitchField<DisplayValues> name="keyboardlock" label={t(keys.field('keyboardlock'))} />
      </SettingsForm>
    </Page>
  );
}
