import { deviceGroup, useDeviceGroupQuery, useSaveDeviceGroupMutation } from '@tac/goform';
import { useTranslation } from '@tac/i18n';
import { NumberField, Page, PasswordField, SettingsForm, useSettingsForm } from '@tac/ui';
import { z } from 'zod';

/** The device menu's PIN: SPEC §9 allows 6 characters, and the terminal's keypad takes digits only. */
const PIN_MAX = 6;

const schema = deviceGroup.shape
  .pick({ deviceid: true, volume: true })
  .extend({
    adminpassword: z.string().max(PIN_MAX).regex(/^\d*$/, 'basicSetup:device.digitsOnly'),
    confirm: z.string(),
  })
  .refine((v) => v.adminpassword === v.confirm, { path: ['confirm'], message: 'errors:PasswordNotSame' });

export default function Device() {
  const { t } = useTranslation('basicSetup');
  const form = useSettingsForm({
    query: useDeviceGroupQuery(),
    mutation: useSaveDeviceGroupMutation(),
    schema,
    // The device keeps one PIN; the confirmation starts equal to it so an untouched PIN saves as is.
    fromWire: ({ deviceid, volume, adminpassword }) => ({ deviceid, volume, adminpassword, confirm: adminpassword }),
  });
  return (
    <Page titleKey="basicSetup:menu.device">
      <SettingsForm form={form} label={t('basicSetup:menu.device')}>
        <NumberField
          name="deviceid"
          label={t('device.deviceId')}
          helperText={t('device.deviceIdHelp')}
          min={1}
          max={99_999_999}
          required
        />
        <NumberField
          name="volume"
          label={t('device.volume')}
          helperText={t('device.volumeHelp')}
          min={0}
          max={10}
          required
        />
        <PasswordField
          name="adminpassword"
          label={t('device.adminPassword')}
          helperText={t('device.adminPasswordHelp')}
          maxLength={PIN_MAX}
        />
        <PasswordField name="confirm" label={t('device.confirmPassword')} maxLength={PIN_MAX} />
      </SettingsForm>
    </Page>
  );
}
