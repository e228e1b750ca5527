import { BAUD_RATES, printGroup, usePrintGroupQuery, useSavePrintGroupMutation } from '@tac/goform';
import { useTranslation } from '@tac/i18n';
import { Page, SelectField, SettingsForm, SwitchField, useSettingsForm } from '@tac/ui';

const BAUD_OPTIONS = BAUD_RATES.map((rate) => ({ value: rate, label: String(rate) }));

export default function Print() {
  const { t } = useTranslation('advancedSetup');
  const form = useSettingsForm({
    query: usePrintGroupQuery(),
    mutation: useSavePrintGroupMutation(),
    schema: printGroup.shape,
  });
  return (
    <Page titleKey="advancedSetup:menu.printSetup">
      <SettingsForm form={form} label={t('advancedSetup:menu.printSetup')}>
        <SwitchField name="printswitch" label={t('print.printout')} helperText={t('print.printoutHelp')} />
        <SelectField name="baudrate" numeric label={t('print.baudRate')} options={BAUD_OPTIONS} />
      </SettingsForm>
    </Page>
  );
}
