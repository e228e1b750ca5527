import { screenOf, workmodeGroup, useWorkmodeGroupQuery, useSaveWorkmodeGroupMutation } from '@tac/goform';
import { screenKeys, useTranslation } from '@tac/i18n';
import { Page, RadioField, SettingsForm, useSettingsForm } from '@tac/ui';

const keys = screenKeys(screenOf(workmodeGroup, 'authmode'));

const MODES = ['local', 'server', 'localserver'] as const;

/** Only this screen's field is sent: the device merges it, Work Mode keeps its own. */
const schema = workmodeGroup.shape.pick({ authmode: true });

export default function AuthorizationMode() {
  const { t } = useTranslation('advancedSetup');
  const form = useSettingsForm({
    query: useWorkmodeGroupQuery(),
    mutation: useSaveWorkmodeGroupMutation(),
    schema,
    fromWire: (wire) => ({ authmode: wire.authmode }),
  });
  const mode = form.methods.watch('authmode');
  return (
    <Page titleKey={keys.title}>
      <SettingsForm form={form} label={t(keys.title)}>
        <RadioField
          name="authmode"
          label={t(keys.field('authmode'))}
          options={MODES.map((m) => ({ value: m, label: t(keys.option('authmode', m)) }))}
          helperText={MODES.includes(mode as (typeof MODES)[number]) ? t(`authorizationMode.${mode}Help`) : undefined}
        />
      </SettingsForm>
    </Page>
  );
}
