import { z } from 'zod';
import { useTranslation } from '@tac/i18n';
import { SNKEY } from '@tac/goform';
import { SettingsForm, Text, TextField, useSettingsForm } from '@tac/ui';
import { HiddenPage } from './HiddenPage';
import { useHiddenSaveSnKeyMutation, useHiddenSnKeyQuery } from './endpoints';

const KEYS = ['key1', 'key2', 'key3', 'key4', 'key5'] as const;

/** Each key: five characters A-Z 0-9, as the device checks them; typed lower case is accepted. */
const key = z.string().trim().toUpperCase().regex(SNKEY, 'hidden:snkey.keyFormat');
const schema = z.object({ key1: key, key2: key, key3: key, key4: key, key5: key });

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
          <TextField<z.input<typeof schema>>
            key={name}
            name={name}
            label={t('snkey.key', { n: i + 1 })}
            maxLength={5}
            autoComplete="off"
            required
          />
        ))}
      </SettingsForm>
    </HiddenPage>
  );
}
