import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@tac/i18n';
import { WIFI_ENCRYPTIONS_OF, WIFI_SECURITY } from '@tac/goform';
import {
  Button,
  Field,
  FormProvider,
  issueMessage,
  NativeSelect,
  Page,
  PasswordField,
  SelectField,
  Stack,
  Textarea,
  TextField,
  useForm,
  useFormContext,
  useContractFields,
} from '@tac/ui';
import { useWifiConnect } from '../../wifi/useWifiConnect';
import { WIFI_PRESETS } from './presets';
import { addWifiSource, addWifiSchema, EAP_METHODS, INNER_METHODS, toConnectInput, type AddWifiValues } from './schema';

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** The encryptions the chosen security uses (the contract's WIFI_ENCRYPTIONS_OF); another one is replaced by the first of them. */
function EncryptionField() {
  const { t } = useTranslation('network');
  const { watch, getValues, setValue } = useFormContext<AddWifiValues>();
  const security = watch('security');
  const allowed = WIFI_ENCRYPTIONS_OF[security];
  useEffect(() => {
    const first = allowed[0];
    if (first && !allowed.includes(getValues('encryption') as (typeof allowed)[number])) setValue('encryption', first, { shouldDirty: true });
  }, [allowed, getValues, setValue]);
  return <SelectField name="encryption" label={t('addWifi.encryption')} options={options(allowed)} />;
}

/** The fields the chosen protocol needs, and only those (the contract's wifiJoinApplies). */
function ProtocolFields() {
  const { t } = useTranslation('network');
  const fields = useContractFields(addWifiSource);
  const { getFieldState, register, formState } = useFormContext<AddWifiValues>();
  const caError = getFieldState('ca', formState).error?.message;
  return (
    <>
      {fields.applies('encryption') && <EncryptionField />}
      {fields.applies('eap') && <SelectField name="eap" label={t('addWifi.eap')} options={options(EAP_METHODS)} />}
      {fields.applies('inner') && <SelectField name="inner" label={t('addWifi.inner')} options={options(INNER_METHODS)} />}
      {fields.applies('identity') && (
        <TextField {...fields.text('identity')} label={t('addWifi.identity')} required autoComplete="username" />
      )}
      {fields.applies('ca') && (
        <Field.Root invalid={!!caError} required>
          <Field.Label>
            {t('addWifi.ca')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            rows={4}
            fontFamily="mono"
            placeholder="-----BEGIN CERTIFICATE-----"
            maxLength={fields.text('ca').maxLength}
            {...register('ca')}
          />
          {caError ? <Field.ErrorText>{t(caError)}</Field.ErrorText> : <Field.HelperText>{t('addWifi.caHelp')}</Field.HelperText>}
        </Field.Root>
      )}
      {fields.applies('password') && <PasswordField {...fields.text('password')} label={t('addWifi.password')} required />}
    </>
  );
}

function SsidField() {
  const { t } = useTranslation('network');
  const fields = useContractFields(addWifiSource);
  return <TextField {...fields.text('ssid')} label={t('addWifi.ssid')} />;
}

/** Network › Wi-Fi › Add Wi-Fi: a hidden or enterprise network given by hand, or from a preset. */
export default function AddWifi() {
  const { t } = useTranslation('network');
  const [params] = useSearchParams();
  const join = useWifiConnect();
  const methods = useForm<AddWifiValues>({
    resolver: zodResolver(addWifiSchema, { error: issueMessage }),
    mode: 'onTouched',
    defaultValues: {
      ssid: params.get('ssid') ?? '',
      security: 'WPA2-PSK',
      encryption: 'AES',
      password: '',
      identity: '',
      ca: '',
      eap: 'PEAP',
      inner: 'MSCHAPV2',
    },
  });

  const applyPreset = (id: string) => {
    const preset = WIFI_PRESETS.find((p) => p.id === id);
    if (!preset) return;
    const opts = { shouldDirty: true };
    methods.setValue('security', preset.security, opts);
    methods.setValue('encryption', preset.encryption || 'AES', opts);
    if (preset.eap) methods.setValue('eap', preset.eap, opts);
    if (preset.inner) methods.setValue('inner', preset.inner, opts);
  };

  return (
    <Page title={t('addWifi.title')}>
      {join.ui}
      <FormProvider {...methods}>
        <form
          aria-label={t('addWifi.title')}
          noValidate
          onSubmit={methods.handleSubmit((values) => join.start(toConnectInput(values)))}
        >
          <Stack gap="5" maxW="2xl">
            <Field.Root>
              <Field.Label>{t('addWifi.preset')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field defaultValue="" onChange={(e) => applyPreset(e.target.value)}>
                  <option value="" disabled>
                    {t('addWifi.presetPlaceholder')}
                  </option>
                  {WIFI_PRESETS.map((p) => (
                    <option key={p.id} value={p.id}>
                      {t(`addWifi.presets.${p.id}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.HelperText>{t('addWifi.presetHelp')}</Field.HelperText>
            </Field.Root>
            <SsidField />
            <SelectField
              name="security"
              label={t('addWifi.security')}
              options={WIFI_SECURITY.map((s) => ({ value: s, label: s === 'open' ? t('chooseWifi.open') : s }))}
            />
            <ProtocolFields />
            <Button type="submit" colorPalette="brand" alignSelf="start" loading={join.isConnecting}>
              {t('wifiConnect.connect')}
            </Button>
          </Stack>
        </form>
      </FormProvider>
    </Page>
  );
}
