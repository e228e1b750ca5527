import { screenKeys, useTranslation } from '@tac/i18n';
import { commmodeGroup, useCommmodeGroupQuery, useSaveCommmodeGroupMutation } from '@tac/goform';
import {
  contractSchema,
  NumberField,
  Page,
  PasswordField,
  RadioField,
  SettingsForm,
  SwitchField,
  TextField,
  useContractFields,
  useSettingsForm,
} from '@tac/ui';

const keys = screenKeys(commmodeGroup.screen);

/** The password field only while the communication password is switched on. */
function PasswordPart() {
  const { t } = useTranslation('network');
  const fields = useContractFields(commmodeGroup);
  return fields.applies('commpwd') ? (
    <PasswordField {...fields.text('commpwd')} label={t(keys.field('commpwd'))} helperText={t('commMode.passwordHelp', fields.rule('commpwd'))} />
  ) : null;
}

/** Server IP or server URL, as the server type says. */
function ServerPart() {
  const { t } = useTranslation('network');
  const fields = useContractFields(commmodeGroup);
  return fields.applies('serverurl') ? (
    <TextField {...fields.text('serverurl')} label={t(keys.field('serverurl'))} inputMode="url" />
  ) : (
    <TextField {...fields.text('serverip')} label={t(keys.field('serverip'))} inputMode="decimal" />
  );
}

function PortField() {
  const { t } = useTranslation('network');
  const fields = useContractFields(commmodeGroup);
  return <NumberField {...fields.number('port')} label={t(keys.field('port'))} />;
}

/** Network › Communication Mode: how the attendance software reaches the device and the server it reports to. */
export default function CommMode() {
  const { t } = useTranslation('network');
  const form = useSettingsForm({
    query: useCommmodeGroupQuery(),
    mutation: useSaveCommmodeGroupMutation(),
    schema: contractSchema(commmodeGroup.schema),
  });
  return (
    <Page title={t('commMode.title')}>
      <SettingsForm form={form} label={t('commMode.title')}>
        <PortField />
        <SwitchField name="commpwdswitch" label={t(keys.field('commpwdswitch'))} />
        <PasswordPart />
        <RadioField
          name="servertype"
          label={t(keys.field('servertype'))}
          options={[
            { value: 'ip', label: t(keys.option('servertype', 'ip')) },
            { value: 'url', label: t(keys.option('servertype', 'url')) },
          ]}
        />
        <ServerPart />
      </SettingsForm>
    </Page>
  );
}
