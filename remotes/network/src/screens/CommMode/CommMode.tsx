import { useTranslation } from '@tac/i18n';
import { commmodeGroup, useCommmodeGroupQuery, useSaveCommmodeGroupMutation } from '@tac/goform';
import {
  NumberField,
  Page,
  PasswordField,
  RadioField,
  SettingsForm,
  SwitchField,
  TextField,
  useSettingsForm,
  useWatch,
} from '@tac/ui';
import { translatedSchema } from '../../forms/groupSchema';

/** The password field only while the communication password is switched on. */
function PasswordPart() {
  const { t } = useTranslation('network');
  const on = Number(useWatch({ name: 'commpwdswitch' })) === 1;
  return on ? (
    <PasswordField name="commpwd" label={t('commMode.password')} maxLength={6} required helperText={t('commMode.passwordHelp')} />
  ) : null;
}

/** Server IP or server URL, as the server type says. */
function ServerPart() {
  const { t } = useTranslation('network');
  const type = useWatch({ name: 'servertype' }) as string | undefined;
  return type === 'url' ? (
    <TextField name="serverurl" label={t('commMode.serverUrl')} maxLength={128} inputMode="url" required />
  ) : (
    <TextField name="serverip" label={t('commMode.serverIp')} maxLength={15} inputMode="decimal" required />
  );
}

/** Network › Communication Mode: how the attendance software reaches the device and the server it reports to. */
export default function CommMode() {
  const { t } = useTranslation('network');
  const form = useSettingsForm({
    query: useCommmodeGroupQuery(),
    mutation: useSaveCommmodeGroupMutation(),
    schema: translatedSchema(commmodeGroup.schema),
  });
  return (
    <Page title={t('commMode.title')}>
      <SettingsForm form={form} label={t('commMode.title')}>
        <NumberField name="port" label={t('commMode.port')} min={1} max={65535} required />
        <SwitchField name="commpwdswitch" label={t('commMode.passwordSwitch')} />
        <PasswordPart />
        <RadioField
          name="servertype"
          label={t('commMode.serverType')}
          options={[
            { value: 'ip', label: t('commMode.typeIp') },
            { value: 'url', label: t('commMode.typeUrl') },
          ]}
        />
        <ServerPart />
      </SettingsForm>
    </Page>
  );
}
