import { useEffect, useRef, useState } from 'react';
import { api, deviceMessage, isGoformError, networkMessage, useAppDispatch } from '@tac/goform';
import { formatNumber, useTranslation } from '@tac/i18n';
import { Button, Flex, Progress, Stack, Text } from '@tac/ui';
import { CsvButton, type CsvDownload } from './DownloadButton';
import { generatedLine } from './download';
import type { ExportDefinition, ExportFormat } from './export/runExport';

type State =
  | { step: 'idle' }
  | { step: 'csvStarted'; count: number }
  | { step: 'reading'; format: ExportFormat; read: number; total: number }
  | { step: 'saved'; name: string }
  | { step: 'cancelled' }
  | { step: 'failed'; reason: string };

const FORMATS: readonly ExportFormat[] = ['xlsx', 'pdf'];

/** Hands a file made in the page to the browser, named `name`. */
function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has taken the file over by the next task; the page need not hold it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The downloads of the current search, side by side: the device's CSV, and XLSX and PDF made here
 * from the device's own paged answers (a terminal writes only CSV): their code and fonts load
 * when one is asked for. While the rows are read the line says how far it is, with Cancel; a
 * failure or a cancel saves nothing, and says so.
 */
export function ExportButtons({ csv, definition, count }: { csv: CsvDownload; definition: ExportDefinition; count: number | undefined }) {
  const { t, i18n } = useTranslation('dataReport');
  const dispatch = useAppDispatch();
  const [state, setState] = useState<State>({ step: 'idle' });
  const controller = useRef<AbortController | undefined>(undefined);
  // Leaving the screen ends an export under way: no file appears later from a screen no longer shown.
  useEffect(() => () => controller.current?.abort(), []);

  const start = async (format: ExportFormat) => {
    const abort = new AbortController();
    controller.current = abort;
    setState({ step: 'reading', format, read: 0, total: count ?? 0 });
    try {
      const [{ runExport }, { consoleReader }, { fetchFont }] = await Promise.all([
        import('./export/runExport'),
        import('./export/consoleReader'),
        import('./export/fonts'),
      ]);
      // The system info the shell has read already (cached); without it the name has no serial.
      const info = await (dispatch(api.endpoints.systemInfo.initiate(undefined, { subscribe: false })) as unknown as Promise<{
        data?: { SerialNumber?: string };
      }>);
      const table = { ...definition.table, header: [...definition.table.header, generatedLine(t, i18n.language)] };
      const { file, name } = await runExport(format, { ...definition, table }, {
        readPage: consoleReader(dispatch as (action: unknown) => unknown),
        signal: abort.signal,
        onProgress: (read, total) => setState({ step: 'reading', format, read, total }),
        serial: info.data?.SerialNumber ?? '',
        // Each writer is a chunk of its own: an XLSX never loads the PDF library and its font engine (1.1 MB).
        makeWriter: async (fileTable) =>
          format === 'xlsx'
            ? (await import('./export/xlsx')).xlsxWriter(fileTable)
            : (await import('./export/pdf')).pdfWriter(fileTable, i18n.language, fetchFont),
      });
      saveFile(file, name);
      setState({ step: 'saved', name });
    } catch (error) {
      if (abort.signal.aborted) setState({ step: 'cancelled' });
      else if (isGoformError(error) && error.status === 'DEVICE') setState({ step: 'failed', reason: deviceMessage(error.msg, error.retvalue) });
      else if (isGoformError(error)) setState({ step: 'failed', reason: networkMessage() });
      else {
        // A part that did not load, or a fault in making the file: the user can try again or take the CSV.
        console.error(error);
        setState({ step: 'failed', reason: t('download.notMade') });
      }
    } finally {
      controller.current = undefined;
    }
  };

  const reading = state.step === 'reading';
  return (
    <Stack gap="2">
      <Flex align="center" gap="3" wrap="wrap">
        <CsvButton {...csv} count={count} disabled={reading} onStarted={(rows) => setState({ step: 'csvStarted', count: rows })} />
        {FORMATS.map((format) => (
          <Button key={format} variant="outline" disabled={!count || reading} onClick={() => void start(format)}>
            {t(`download.${format}`)}
          </Button>
        ))}
        {reading && (
          <Button variant="ghost" onClick={() => controller.current?.abort()}>
            {t('download.cancel')}
          </Button>
        )}
      </Flex>
      {reading && (
        <Progress.Root value={state.total ? (state.read / state.total) * 100 : null} size="sm" maxW="md">
          <Progress.Track aria-label={t(`download.${state.format}`)}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      <Text role={state.step === 'failed' ? 'alert' : 'status'} fontSize="sm" color={state.step === 'failed' ? 'fg.error' : 'fg.muted'}>
        {state.step === 'csvStarted' && t('download.started', { count: state.count })}
        {state.step === 'reading' && t('download.reading', {
            format: state.format.toUpperCase(),
            read: formatNumber(state.read, i18n.language),
            total: formatNumber(state.total, i18n.language),
          })}
        {state.step === 'saved' && t('download.saved', { name: state.name })}
        {state.step === 'cancelled' && t('download.cancelled')}
        {state.step === 'failed' && t('download.failed', { reason: state.reason })}
      </Text>
    </Stack>
  );
}
