import { Link as RouterLink } from 'react-router-dom';
import { screenKeys, useTranslation } from '@tac/i18n';
import { wifiGroup, useSaveWifiGroupMutation, useWifiGroupQuery } from '@tac/goform';
import {
  Button,
  contractSchema,
  Page,
  PasswordField,
  RadioField,
  SettingsForm,
  TextField,
  useContractFields,
  useSettingsForm,
} from '@tac/ui';
import { NETWORK_PATHS } from '../../paths';
import { PENDING_CHANGE_READ, useConfirmOrRevert } from '../../networkChange/useConfirmOrRevert';
import { WifiLinkStatus } from '../../wifi/WifiLinkStatus';

const keys = screenKeys(wifiGroup.screen);

/**
 * Station mode joins a network; AP mode lets phones and laptops join the device (the contract says
 * which fields apply). The device never answers a stored password (`passwordset`/`appasswordset` say
 * one is there): left empty, it is kept.
 */
function ModeFields({ stored }: { stored: { password: boolean; appassword: boolean } }) {
  const { t } = useTranslation('network');
  const fields = useContractFields(wifiGroup);
  const help = (field: 'password' | 'appassword') => t(stored[field] ? 'wifi.passwordKeep' : 'wifi.passwordHelp', fields.rule(field));
  return (
    <>
      {fields.applies('ssid') && <TextField {...fields.text('ssid')} label={t(keys.field('ssid'))} />}
      {fields.applies('password') && (
        <PasswordField
          {...fields.text('password')}
          label={t(keys.field('password'))}
          helperText={help('password')}
        />
      )}
      {fields.applies('apnamemode') && (
        <RadioField
          name="apnamemode"
          label={t(keys.field('apnamemode'))}
          options={[
            { value: 'default', label: t(keys.option('apnamemode', 'default')) },
            { value: 'custom', label: t(keys.option('apnamemode', 'custom')) },
          ]}
        />
      )}
      {fields.applies('apname') && <TextField {...fields.text('apname')} label={t(keys.field('apname'))} />}
      {fields.applies('appassword') && (
        <PasswordField
          {...fields.text('appassword')}
          label={t(keys.field('appassword'))}
          helperText={help('appassword')}
        />
      )}
    </>
  );
}

/** Network › Wi-Fi: the link, then mode, network, AP name and password (SetWirless reads, GetWirless writes). */
export default function Wifi() {
  const { t } = useTranslation('network');
  const query = useWifiGroupQuery(undefined, PENDING_CHANGE_READ);
  const change = useConfirmOrRevert({
    group: wifiGroup,
    data: query.data,
    mutation: useSaveWifiGroupMutation(),
    refetch: query.refetch,
  });
  const form = useSettingsForm({ query, mutation: change.mutation, schema: contractSchema(wifiGroup.schema) });
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
      <WifiLinkStatus link={query.data} />
      <SettingsForm form={form} label={t('wifi.title')}>
        <RadioField
          name="mode"
          label={t(keys.field('mode'))}
          options={[
            { value: 'station', label: t(keys.option('mode', 'station')) },
            { value: 'ap', label: t(keys.option('mode', 'ap')) },
          ]}
        />
        <ModeFields stored={{ password: query.data?.passwordset === 1, appassword: query.data?.appasswordset === 1 }} />
      </SettingsForm>
    </Page>
  );
}
