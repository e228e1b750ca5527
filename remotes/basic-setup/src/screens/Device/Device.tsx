import { deviceGroup, useDeviceGroupQuery, useSaveDeviceGroupMutation, withConfirmation } from '@tac/goform';
import { useTranslation } from '@tac/i18n';
import { contractFields, contractSchema, NumberField, Page, PasswordField, SettingsForm, useSettingsForm } from '@tac/ui';
import { z } from 'zod';

/** The PIN typed twice: the contract's write takes `confirm`, which must repeat it (PasswordNotSame otherwise). */
const schema = contractSchema(withConfirmation(deviceGroup.shape.extend({ confirm: z.string() }), 'adminpassword', 'confirm'));
/** Every field of the group always applies: no condition to watch. */
const fields = contractFields(deviceGroup, {});

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
        <NumberField {...fields.number('deviceid')} label={t('device.deviceId')} helperText={t('device.deviceIdHelp', fields.rule('deviceid'))} />
        <NumberField {...fields.number('volume')} label={t('device.volume')} helperText={t('device.volumeHelp', fields.rule('volume'))} />
        <PasswordField
          {...fields.text('adminpassword')}
          label={t('device.adminPassword')}
          helperText={t('device.adminPasswordHelp', fields.rule('adminpassword'))}
        />
        <PasswordField {...fields.text('adminpassword')} name="confirm" label={t('device.confirmPassword')} />
      </SettingsForm>
    </Page>
  );
}
