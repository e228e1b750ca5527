import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '@tac/i18n';
import { Button, Heading, Stack, Text } from '@tac/ui/core';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="4" align="center" textAlign="center" py="16" px="4">
      <Heading as="h1" size="4xl">
        {t('shell:notFound.title')}
      </Heading>
      <Text>{t('shell:notFound.message')}</Text>
      <Button asChild variant="outline">
        <RouterLink to="/">{t('shell:notFound.home')}</RouterLink>
      </Button>
    </Stack>
  );
}
