import { fpcompareGroup, useFpcompareGroupQuery, useSaveFpcompareGroupMutation } from '@tac/goform';
import { useTranslation } from '@tac/i18n';
import { Page, RadioField, SettingsForm, useSettingsForm } from '@tac/ui';

/** SPEC §3 "Fingerprint precision", in the device's order (looser to stricter matching). */
const PRECISIONS = fpcompareGroup.shape.shape.precision.out.options;

export default function Fingerprint() {
  const { t } = useTranslation('basicSetup');
  const form = useSettingsForm({
    query: useFpcompareGroupQuery(),
    mutation: useSaveFpcompareGroupMutation(),
    schema: fpcompareGroup.shape,
  });
  return (
    <Page titleKey="basicSetup:menu.fingerprint">
      <SettingsForm form={form} label={t('basicSetup:menu.fingerprint')}>
        <RadioField
          name="precision"
          label={t('fingerprint.precision')}
          helperText={t('fingerprint.help')}
          options={PRECISIONS.map((p) => ({ value: p, label: t(`fingerprint.levels.${p}`) }))}
        />
      </SettingsForm>
    </Page>
  );
}
