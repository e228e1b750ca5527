import { useTranslation } from '@tac/i18n';
import { restGroup, useRestGroupQuery, useSaveRestGroupMutation } from '@tac/goform';
import {
  NumberField,
  Page,
  PasswordField,
  SettingsForm,
  SwitchField,
  TextField,
  useSettingsForm,
  useWatch,
} from '@tac/ui';
import { translatedSchema } from '../../forms/groupSchema';

/** Server and key are required only while the service is switched on (contract rule). */
function ServiceFields() {
  const { t } = useTranslation('network');
  const on = Number(useWatch({ name: 'restswitch' })) === 1;
  return (
    <>
      <TextField name="restserver" label={t('secuOne.server')} maxLength={128} inputMode="url" required={on} />
      <NumberField name="restport" label={t('secuOne.port')} min={1} max={65535} required />
      <PasswordField name="restkey" label={t('secuOne.key')} maxLength={64} />
    </>
  );
}

/** Network › Secu One: the vendor's REST cloud service (SetRestParam reads, GetRestParam writes). */
export default function SecuOne() {
  const { t } = useTranslation('network');
  const form = useSettingsForm({
    query: useRestGroupQuery(),
    mutation: useSaveRestGroupMutation(),
    schema: translatedSchema(restGroup.schema),
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
