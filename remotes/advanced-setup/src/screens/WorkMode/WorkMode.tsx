import { workmodeGroup, useSaveWorkmodeGroupMutation, useWorkmodeGroupQuery } from '@tac/goform';
import { screenKeys, useTranslation } from '@tac/i18n';
import { Page, RadioField, SettingsForm, useSettingsForm } from '@tac/ui';

const keys = screenKeys(workmodeGroup.screen);

const MODES = ['attendance', 'access', 'both'] as const;

/** Only this screen's field is sent: the device merges it, Authorization Mode keeps its own. */
const schema = workmodeGroup.shape.pick({ workmode: true });

export default function WorkMode() {
  const { t } = useTranslation('advancedSetup');
  const form = useSettingsForm({
    query: useWorkmodeGroupQuery(),
    mutation: useSaveWorkmodeGroupMutation(),
    schema,
    fromWire: (wire) => ({ workmode: wire.workmode }),
  });
  const mode = form.methods.watch('workmode');
  return (
    <Page titleKey={keys.title}>
      <SettingsForm form={form} label={t(keys.title)}>
        <RadioField
          name="workmode"
          label={t(keys.field('workmode'))}
          options={MODES.map((m) => ({ value: m, label: t(keys.option('workmode', m)) }))}
          helperText={MODES.includes(mode as (typeof MODES)[number]) ? t(`workMode.${mode}Help`) : undefined}
        />
      </SettingsForm>
    </Page>
  );
}
