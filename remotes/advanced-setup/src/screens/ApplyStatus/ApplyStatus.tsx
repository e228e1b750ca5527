import { applyGroup, STATUS_COUNT, useApplyGroupQuery, useSaveApplyGroupMutation } from '@tac/goform';
import { screenKeys, useTranslation } from '@tac/i18n';
import { contractFields, contractSchema, Page, SettingsForm, SimpleGrid, TextField, useSettingsForm } from '@tac/ui';

const keys = screenKeys(applyGroup.screen);

/** status0 … status7: IN, OUT and six custom labels (SPEC §3). */
export const STATUS_FIELDS = Array.from({ length: STATUS_COUNT }, (_, i) => `status${i}` as keyof typeof applyGroup.defaults);

const schema = contractSchema(applyGroup.schema);
/** Every field of the group always applies: no condition to watch. */
const fields = contractFields(applyGroup, {});

export default function ApplyStatus() {
  const { t } = useTranslation('advancedSetup');
  const form = useSettingsForm({
    query: useApplyGroupQuery(),
    mutation: useSaveApplyGroupMutation(),
    schema,
  });
  return (
    <Page titleKey={keys.title}>
      <SettingsForm form={form} label={t(keys.title)}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {STATUS_FIELDS.map((field) => (
            <TextField key={field} {...fields.text(field)} label={t(keys.field(field))} />
          ))}
        </SimpleGrid>
      </SettingsForm>
    </Page>
  );
}
