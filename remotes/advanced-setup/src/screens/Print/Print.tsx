import { BAUD_RATES, printGroup, usePrintGroupQuery, useSavePrintGroupMutation } from '@tac/goform';
import { screenKeys, useTranslation } from '@tac/i18n';
import { Page, SelectField, SettingsForm, SwitchField, useSettingsForm } from '@tac/ui';

const keys = screenKeys(printGroup.screen);

const BAUD_OPTIONS = BAUD_RATES.map((rate) => ({ value: rate, label: String(rate) }));

export default function Print() {
  const { t } = useTranslation('advancedSetup');
  const form = useSettingsForm({
    query: usePrintGroupQuery(),
    mutation: useSavePrintGroupMutation(),
    schema: printGroup.shape,
  });
  return (
    <Page titleKey={keys.title}>
      <SettingsForm form={form} label={t(keys.title)}>
        <SwitchField name="printswitch" label={t(keys.field('printswitch'))} helperText={t('print.printoutHelp')} />
        <SelectField name="baudrate" numeric label={t(keys.field('baudrate'))} options={BAUD_OPTIONS} />
      </SettingsForm>
    </Page>
  );
}
