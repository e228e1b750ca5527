import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '@tac/i18n';
import { wifiGroup, useSaveWifiGroupMutation, useWifiGroupQuery } from '@tac/goform';
import { Button, Page, PasswordField, RadioField, SettingsForm, TextField, useSettingsForm, useWatch } from '@tac/ui';
import { NETWORK_PATHS } from '../../paths';
import { translatedSchema } from '../../forms/groupSchema';
import { useConfirmOrRevert } from '../../networkChange/useConfirmOrRevert';

/** Station mode joins a network; AP mode lets phones and laptops join the device. */
function ModeFields() {
  const { t } = useTranslation('network');
  const mode = useWatch({ name: 'mode' }) as string | undefined;
  const apnamemode = useWatch({ name: 'apnamemode' }) as string | undefined;
  if (mode === 'station') {
    return (
      <>
        <TextField name="ssid" label={t('wifi.ssid')} maxLength={32} required />
        <PasswordField name="password" label={t('wifi.password')} maxLength={63} helperText={t('wifi.passwordHelp')} />
      </>
    );
  }
  return (
    <>
      <RadioField
        name="apnamemode"
        label={t('wifi.apnamemode')}
        options={[
          { value: 'default', label: t('wifi.apnameDefault') },
          { value: 'custom', label: t('wifi.apnameCustom') },
        ]}
      />
      {apnamemode === 'custom' && <TextField name="apname" label={t('wifi.apname')} maxLength={32} required />}
      <PasswordField name="appassword" label={t('wifi.appassword')} maxLength={63} helperText={t('wifi.passwordHelp')} />
    </>
  );
}

/** Network › Wi-Fi: mode, network, AP name and password (SetWirless reads, GetWirless writes). */
export default function Wifi() {
  const { t } = useTranslation('network');
  const query = useWifiGroupQuery();
  const change = useConfirmOrRevert({
    group: wifiGroup,
    data: query.data,
    mutation: useSaveWifiGroupMutation(),
    refetch: query.refetch,
  });
  const form = useSettingsForm({ query, mutation: change.mutation, schema: translatedSchema(wifiGroup.schema) });
  const actions = (
    <>
      <Button asChild variant="outline">
        <RouterLink to={NETWORK_PATHS.chooseWifi}>{t('chooseWifi.title')}</RouterLink>
      </Button>
      <Button asChild variant="outline">
        <RouterLink to={NETWORK_PATHS.addWifi}>{t('addWifi.title')}</RouterLink>
      </Button>
    </>
  );
  return (
    <Page title={t('wifi.title')} actions={actions}>
      {change.ui}
      <SettingsForm form={form} label={t('wifi.title')}>
        <RadioField
          name="mode"
          label={t('wifi.mode')}
          options={[
            { value: 'station', label: t('wifi.station') },
            { value: 'ap', label: t('wifi.ap') },
          ]}
        />
        <ModeFields />
      </SettingsForm>
    </Page>
  );
}
