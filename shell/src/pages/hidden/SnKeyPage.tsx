import type { z } from 'zod';
import { useTranslation } from '@tac/i18n';
import { GetSNKeyParam } from '@tac/goform';
import { contractFields, contractSchema, SettingsForm, Text, TextField, useSettingsForm } from '@tac/ui';
import { HiddenPage } from './HiddenPage';
import { useHiddenSaveSnKeyMutation, useHiddenSnKeyQuery } from './endpoints';

const KEYS = ['key1', 'key2', 'key3', 'key4', 'key5'] as const;

/** Each key: five characters A-Z 0-9, the device's own rule (typed lower case is accepted). */
const schema = contractSchema(GetSNKeyParam.request);
const fields = contractFields({ shape: GetSNKeyParam.request }, {});

/** /snkey (SPEC §2): the serial-number key, five fields, read with SetSNKeyParam, written with GetSNKeyParam. */
export function SnKeyPage() {
  const { t } = useTranslation('hidden');
  const form = useSettingsForm({
    query: useHiddenSnKeyQuery(),
    mutation: useHiddenSaveSnKeyMutation(),
    schema,
  });
  const title = t('shell:hidden.snkeyTitle');
  return (
    <HiddenPage title={title} leave>
      <Text>{t('snkey.explain')}</Text>
      <SettingsForm form={form} label={title}>
        {KEYS.map((name, i) => (
          <TextField<z.input<typeof schema>> key={name} {...fields.text(name)} label={t('snkey.key', { n: i + 1 })} autoComplete="off" />
        ))}
      </SettingsForm>
    </HiddenPage>
  );
}
