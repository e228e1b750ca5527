import { useTranslation } from '@tac/i18n';
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

/** Server and key are required only while the service is switched on (contract rule). */
function ServiceFields() {
  const { t } = useTranslation('network');
  const fields = useContractFields(restGroup);
  return (
    <>
      <TextField {...fields.text('restserver')} label={t('secuOne.server')} inputMode="url" />
      <NumberField {...fields.number('restport')} label={t('secuOne.port')} />
      <PasswordField {...fields.text('restkey')} label={t('secuOne.key')} />
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
        <SwitchField name="restswitch" label={t('secuOne.switch')} />
        <ServiceFields />
      </SettingsForm>
    </Page>
  );
}
