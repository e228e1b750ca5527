import { deviceGroup, useDeviceGroupQuery, useSaveDeviceGroupMutation, withConfirmation } from '@tac/goform';
import { screenKeys, useTranslation } from '@tac/i18n';
import { contractFields, contractSchema, NumberField, Page, PasswordField, SettingsForm, useSettingsForm } from '@tac/ui';
import { z } from 'zod';

const keys = screenKeys(deviceGroup.screen);

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
    <Page titleKey={keys.title}>
      <SettingsForm form={form} label={t(keys.title)}>
        <NumberField {...fields.number('deviceid')} label={t(keys.field('deviceid'))} helperText={t('device.deviceIdHelp', fields.rule('deviceid'))} />
        <NumberField {...fields.number('volume')} label={t(keys.field('volume'))} helperText={t('device.volumeHelp', fields.rule('volume'))} />
        <PasswordField
          {...fields.text('adminpassword')}
          label={t(keys.field('adminpassword'))}
          helperText={t('device.adminPasswordHelp', fields.rule('adminpassword'))}
        />
        <PasswordField {...fields.text('adminpassword')} name="confirm" label={t('device.confirmPassword')} />
      </SettingsForm>
    </Page>
  );
}
