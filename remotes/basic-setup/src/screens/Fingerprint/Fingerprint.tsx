import { fpcompareGroup, useFpcompareGroupQuery, useSaveFpcompareGroupMutation } from '@tac/goform';
import { screenKeys, useTranslation } from '@tac/i18n';
import { Page, RadioField, SettingsForm, useSettingsForm } from '@tac/ui';

const keys = screenKeys(fpcompareGroup.screen);

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
    <Page titleKey={keys.title}>
      <SettingsForm form={form} label={t(keys.title)}>
        <RadioField
          name="precision"
          label={t(keys.field('precision'))}
          helperText={t('fingerprint.help')}
          options={PRECISIONS.map((p) => ({ value: p, label: t(keys.option('precision', p)) }))}
        />
      </SettingsForm>
    </Page>
  );
}
