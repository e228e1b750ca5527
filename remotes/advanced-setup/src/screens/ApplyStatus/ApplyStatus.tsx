import { applyGroup, STATUS_COUNT, useApplyGroupQuery, useSaveApplyGroupMutation } from '@tac/goform';
import { useTranslation } from '@tac/i18n';
import { contractFields, contractSchema, Page, SettingsForm, SimpleGrid, TextField, useSettingsForm } from '@tac/ui';

/** status0 … status7: IN, OUT and six custom labels (SPEC §3). */
export const STATUS_FIELDS = Array.from({ length: STATUS_COUNT }, (_, i) => `status${i}` as keyof typeof applyGroup.defaults);
/** Index 0 is IN and 1 is OUT on every terminal; the rest are the site's own. */
const LABEL_KIND = ['in', 'out'] as const;

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
    <Page titleKey="advancedSetup:menu.attendanceStatus">
      <SettingsForm form={form} label={t('advancedSetup:menu.attendanceStatus')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {STATUS_FIELDS.map((field, i) => (
            <TextField key={field} {...fields.text(field)} label={t(`applyStatus.${LABEL_KIND[i] ?? 'custom'}`, { n: i })} />
          ))}
        </SimpleGrid>
      </SettingsForm>
    </Page>
  );
}
