import { useState } from 'react';
import { downloadUrl, selectToken, startDownload, useAppSelector, type EndpointContract } from '@tac/goform';
import { useTranslation } from '@tac/i18n';
import { Button, Flex, Text } from '@tac/ui';
import { listSeparator } from './download';

export interface DownloadButtonProps {
  contract: EndpointContract;
  /** The current search's filters (what the table shows, all pages). */
  fields: Record<string, string>;
  /** Column titles (and value texts) of the file in the console language, by the contract's keys. */
  texts: Record<string, string>;
  /** Rows the search matches, for the message; undefined while unknown. */
  count: number | undefined;
}

/**
 * Download of the current search as CSV, with a note once the browser has taken it over.
 * The device writes the file for the console language: its titles and the separator a
 * spreadsheet in that language reads.
 */
export function DownloadButton({ contract, fields, texts, count }: DownloadButtonProps) {
  const { t, i18n } = useTranslation('dataReport');
  const token = useAppSelector(selectToken);
  const [started, setStarted] = useState<number | undefined>();
  return (
    <Flex align="center" gap="3" wrap="wrap">
      <Button
        variant="outline"
        disabled={!count}
        onClick={() => {
          const layout = { sep: listSeparator(i18n.language), texts: JSON.stringify(texts) };
          startDownload(downloadUrl(contract.name, token, { ...fields, ...layout }));
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
