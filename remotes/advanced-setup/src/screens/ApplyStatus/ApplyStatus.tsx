import { z } from 'zod';
import { applyGroup, STATUS_COUNT, TEXT_RULES, useApplyGroupQuery, useSaveApplyGroupMutation } from '@tac/goform';
import { useTranslation } from '@tac/i18n';
import { issueMessage, Page, SettingsForm, SimpleGrid, TextField, useSettingsForm } from '@tac/ui';

/** status0 … status7: IN, OUT and six custom labels (SPEC §3). */
export const STATUS_FIELDS = Array.from({ length: STATUS_COUNT }, (_, i) => `status${i}` as keyof typeof applyGroup.defaults);
const LABEL_MAX = 16;
/** Index 0 is IN and 1 is OUT on every terminal; the rest are the site's own. */
const LABEL_KIND = ['in', 'out'] as const;

/** The contract's messages for characters a label may not hold, as the texts every form shows for them. */
const CONTRACT_MESSAGES: Record<string, string> = {
  [TEXT_RULES.control]: 'common:controlChars',
  [TEXT_RULES.shell]: 'common:shellChars',
};

/** The device's bounds (1-16 characters, no control or shell characters), and "all different" worded for a person. */
const labels = applyGroup.shape.superRefine((v, ctx) => {
  const seen = new Set<string>();
  for (const field of STATUS_FIELDS) {
    const label = v[field].trim().toLowerCase();
    if (seen.has(label)) ctx.addIssue({ code: 'custom', path: [field], message: 'advancedSetup:applyStatus.duplicate' });
    seen.add(label);
  }
});
const schema = z.custom<z.input<typeof labels>>(() => true).transform((value, ctx): z.output<typeof labels> => {
  const parsed = labels.safeParse(value, { error: issueMessage });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    ctx.addIssue({ code: 'custom', path: issue.path, message: CONTRACT_MESSAGES[issue.message] ?? issue.message });
  }
  return z.NEVER;
});

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
            <TextField key={field} name={field} label={t(`applyStatus.${LABEL_KIND[i] ?? 'custom'}`, { n: i })} maxLength={LABEL_MAX} required />
          ))}
        </SimpleGrid>
      </SettingsForm>
    </Page>
  );
}
