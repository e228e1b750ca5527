import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '@tac/i18n';
import { Button, Heading, Stack, Text } from '@tac/ui/core';

/** A section the console has but the signed-in account may not open: said as such, not as a missing page. */
export function NoPermissionPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="4" align="center" textAlign="center" py="16" px="4">
      <Heading as="h1" size="2xl">
        {t('shell:noPermission.title')}
      </Heading>
      <Text>{t('shell:noPermission.message')}</Text>
      <Button asChild variant="outline">
        <RouterLink to="/">{t('shell:notFound.home')}</RouterLink>
      </Button>
    </Stack>
  );
}
