import { Box, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemInfoQuery } from '@tac/goform';
import { DataFact } from './DataFact';

/**
 * What a screen shows in place of its content on a device that does not have its calls
 * (older firmware; `isUnsupportedCall` in @tac/goform tells it from a failure): that this
 * device does not support it, and which device that is, by model and firmware, as System Info
 * reads them. Not an error: no Retry, no toast.
 */
export function NotSupported() {
  const { t } = useTranslation();
  const { data } = useSystemInfoQuery();
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" rounded="md" p="6" maxW="xl">
      <Stack gap="3" align="start">
        <Heading as="h2" size="md" id={headingId}>
          {t('common:notSupported.title')}
        </Heading>
        <Text>{t('common:notSupported.detail')}</Text>
        {data && (
          <DataList.Root orientation="horizontal" gap="2">
            <DataFact label={t('common:notSupported.model')}>
              <bdi>{data.Model}</bdi>
            </DataFact>
            <DataFact label={t('common:notSupported.firmware')}>
              <bdi>{data.FirmwareVersion}</bdi>
            </DataFact>
          </DataList.Root>
        )}
      </Stack>
    </Box>
  );
}
