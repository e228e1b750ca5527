import { screenKeys, useTranslation } from '@tac/i18n';
import { cloudGroup, useCloudGroupQuery, useSaveCloudGroupMutation } from '@tac/goform';
import { contractFields, contractSchema, Page, PasswordField, SettingsForm, TextField, useSettingsForm } from '@tac/ui';

const keys = screenKeys(cloudGroup.screen);

/** Every field of the group always applies: no condition to watch. */
const fields = contractFields(cloudGroup, {});

/** Network › Cloud: the code and password that enrol the device with its cloud server. */
export default function Cloud() {
  const { t } = useTranslation('network');
  const form = useSettingsForm({
    query: useCloudGroupQuery(),
    mutation: useSaveCloudGroupMutation(),
    schema: contractSchema(cloudGroup.schema),
  });
  return (
    <Page title={t('cloud.title')}>
      <SettingsForm form={form} label={t('cloud.title')}>
        <TextField {...fields.text('cloudcode')} label={t(keys.field('cloudcode'))} />
        <PasswordField {...fields.text('cloudpassword')} label={t(keys.field('cloudpassword'))} />
        <TextField {...fields.text('cloudserver')} label={t(keys.field('cloudserver'))} inputMode="url" />
      </SettingsForm>
    </Page>
  );
}
