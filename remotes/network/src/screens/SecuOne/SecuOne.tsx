import { screenKeys, useTranslation } from '@tac/i18n';
import { restGroup, useRestGroupQuery, useSaveRestGroupMutation } from '@tac/goform';
import {
  contractSchema,
  NumberField,
  Page,
  PasswordField,
  SettingsForm,
  SwitchField,
  TextField,
  useContractFields,
  useSettingsForm,
} from '@tac/ui';

const keys = screenKeys(restGroup.screen);

/** Server and key are required only while the service is switched on (contract rule). */
function ServiceFields() {
  const { t } = useTranslation('network');
  const fields = useContractFields(restGroup);
  return (
    <>
      <TextField {...fields.text('restserver')} label={t(keys.field('restserver'))} inputMode="url" />
      <NumberField {...fields.number('restport')} label={t(keys.field('restport'))} />
      <PasswordField {...fields.text('restkey')} label={t(keys.field('restkey'))} />
    </>
  );
}

/** Network › Secu One: the vendor's REST cloud service (SetRestParam reads, GetRestParam writes). */
export default function SecuOne() {
  const { t } = useTranslation('network');
  const form = useSettingsForm({
    query: useRestGroupQuery(),
    mutation: useSaveRestGroupMutation(),
    schema: contractSchema(restGroup.schema),
  });
  return (
    <Page title={t('secuOne.title')}>
      <SettingsForm form={form} label={t('secuOne.title')}>
        <SwitchField name="restswitch" label={t(keys.field('restswitch'))} />
        <ServiceFields />
      </SettingsForm>
    </Page>
  );
}
