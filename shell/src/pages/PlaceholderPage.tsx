import { useTranslation } from '@tac/i18n';
import { Heading, Stack, Text } from '@tac/ui/core';

/** /test, /snkey and /up exist and are guarded now; their forms come with issue 9. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Stack as="main" gap="3" p="8">
      <Heading as="h1" size="xl">
        {t(titleKey)}
      </Heading>
      <Text>{t('shell:hidden.notYet')}</Text>
    </Stack>
  );
}
