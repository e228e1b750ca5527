import { useState } from 'react';
import { downloadUrl, selectToken, startDownload, useAppSelector, type EndpointContract } from '@tac/goform';
import { useTranslation } from '@tac/i18n';
import { Button, Flex, Text } from '@tac/ui';
import { listSeparator } from './download';

/** The device's CSV of the current search: its download call, the search and the file's texts. */
export interface CsvDownload {
  contract: EndpointContract;
  /** The current search's filters (what the table shows, all pages). */
  fields: Record<string, string>;
  /** Column titles (and value texts) of the file in the console language, by the contract's keys. */
  texts: Record<string, string>;
}

export interface DownloadButtonProps extends CsvDownload {
  /** Rows the search matches, for the message; undefined while unknown. */
  count: number | undefined;
}

/**
 * The CSV button: the device writes the file for the console language (its titles and the
 * separator a spreadsheet in that language reads); `onStarted` hears the row count once the
 * browser has taken the download over.
 */
export function CsvButton({ contract, fields, texts, count, disabled, onStarted }: DownloadButtonProps & { disabled?: boolean; onStarted: (count: number) => void }) {
  const { t, i18n } = useTranslation('dataReport');
  const token = useAppSelector(selectToken);
  return (
    <Button
      variant="outline"
      disabled={!count || disabled}
      onClick={() => {
        const layout = { sep: listSeparator(i18n.language), texts: JSON.stringify(texts) };
        startDownload(downloadUrl(contract.name, token, { ...fields, ...layout }));
        onStarted(count ?? 0);
      }}
    >
      {t('download.button')}
    </Button>
  );
}

/** Download of the current search as CSV, with a note once the browser has taken it over. */
export function DownloadButton(props: DownloadButtonProps) {
  const { t } = useTranslation('dataReport');
  const [started, setStarted] = useState<number | undefined>();
  return (
    <Flex align="center" gap="3" wrap="wrap">
      <CsvButton {...props} onStarted={setStarted} />
      <Text role="status" fontSize="sm" color="fg.muted">
        {started !== undefined ? t('download.started', { count: started }) : ''}
      </Text>
    </Flex>
  );
}
