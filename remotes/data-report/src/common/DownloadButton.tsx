import { useState } from 'react';
import { selectToken, useAppSelector, type EndpointContract } from '@tac/goform';
import { useTranslation } from '@tac/i18n';
import { Button, Flex, Text } from '@tac/ui';
import { downloadUrl, startDownload } from './download';

export interface DownloadButtonProps {
  contract: EndpointContract;
  /** The current search's filters (what the table shows, all pages). */
  fields: Record<string, string>;
  /** Rows the search matches, for the message; undefined while unknown. */
  count: number | undefined;
}

/** Download of the current search as CSV, with a note once the browser has taken it over. */
export function DownloadButton({ contract, fields, count }: DownloadButtonProps) {
  const { t } = useTranslation('dataReport');
  const token = useAppSelector(selectToken);
  const [started, setStarted] = useState<number | undefined>();
  return (
    <Flex align="center" gap="3" wrap="wrap">
      <Button
        variant="outline"
        disabled={!count}
        onClick={() => {
          startDownload(downloadUrl(contract, fields, token ?? undefined));
          setStarted(count);
        }}
      >
        {t('download.button')}
      </Button>
      <Text role="status" fontSize="sm" color="fg.muted">
        {started !== undefined ? t('download.started', { count: started }) : ''}
      </Text>
    </Flex>
  );
}
