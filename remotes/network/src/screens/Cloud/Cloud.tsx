import { useTranslation } from '@tac/i18n';
import { cloudGroup, useCloudGroupQuery, useSaveCloudGroupMutation } from '@tac/goform';
import { Page, PasswordField, SettingsForm, TextField, useSettingsForm } from '@tac/ui';
import { translatedSchema } from '../../forms/groupSchema';

/** Network › Cloud: the code and password that enrol the device with its cloud server. */
export default function Cloud() {
  const { t } = useTranslation('network');
  const form = useSettingsForm({
    query: useCloudGroupQuery(),
    mutation: useSaveCloudGroupMutation(),
    schema: translatedSchema(cloudGroup.schema),
  });
  return (
    <Page title={t('cloud.title')}>
      <SettingsForm form={form} label={t('cloud.title')}>
        <TextField name="cloudcode" label={t('cloud.code')} maxLength={32} />
        <PasswordField name="cloudpassword" label={t('cloud.password')} maxLength={32} />
        <TextField name="cloudserver" label={t('cloud.server')} maxLength={128} inputMode="url" />
      </SettingsForm>
    </Page>
  );
}
