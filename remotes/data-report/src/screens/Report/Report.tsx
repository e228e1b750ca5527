import { DownloadReportForm, type ReportRow } from '@tac/goform';
import { formatNumber, isRtl, useTranslation } from '@tac/i18n';
import { Page, Stack } from '@tac/ui';
import { LoadError } from '../../common/LoadError';
import { columnTitles, filterLines } from '../../common/download';
import type { ExportDefinition } from '../../common/export/runExport';
import { ExportButtons } from '../../common/ExportButtons';
import { formatClock, formatDate, formatMinutes } from '../../common/format';
import { PAGE_SIZE, PagedResults } from '../../common/PagedResults';
import type { Column } from '../../common/ResultTable';
import { SearchForm } from '../../common/SearchForm';
import { useSearchState } from '../../common/searchState';
import { useDisplayFormat } from '../../common/useDeviceFormat';
import { useDataReportReportQuery } from './endpoints';
import { ReportChart } from './ReportChart';


/** Report (SPEC §2): one line per user and day, with a chart of the range above it. */
export default function Report() {
  const { t, i18n } = useTranslation('dataReport');
  const { filters, page, search, setPage } = useSearchState({ userid: '', from: '', to: '' });
  const display = useDisplayFormat();
  const { data, isLoading, isFetching, error, refetch } = useDataReportReportQuery({
    ...filters,
    start: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });

  const columns: Column<ReportRow>[] = [
    { id: 'userid', header: t('report.userId'), cell: (r) => r.userid },
    { id: 'username', header: t('report.userName'), cell: (r) => r.username },
    { id: 'date', header: t('report.date'), cell: (r) => formatDate(r.date, display) },
    { id: 'firstin', header: t('report.firstIn'), cell: (r) => formatClock(r.firstin, display) },
    { id: 'lastout', header: t('report.lastOut'), cell: (r) => formatClock(r.lastout, display) },
    { id: 'intime', header: t('report.inTime'), cell: (r) => formatMinutes(r.intime, i18n.language), numeric: true },
    { id: 'outtime', header: t('report.outTime'), cell: (r) => formatMinutes(r.outtime, i18n.language), numeric: true },
    { id: 'late', header: t('report.late'), cell: (r) => formatMinutes(r.late, i18n.language), numeric: true },
    { id: 'early', header: t('report.early'), cell: (r) => formatMinutes(r.early, i18n.language), numeric: true },
  ];

  // The file holds durations as minutes, the table as h:mm.
  const fileTitles = columnTitles(
    columns.map((c) => (c.numeric ? { ...c, header: t('download.minutes', { title: c.header }) } : c)),
  );

  const files: ExportDefinition<'GetReportFormInfo'> = {
    search: 'GetReportFormInfo',
    filter: filters,
    what: 'report',
    qualifiers: filters.userid ? [`user${filters.userid}`] : [],
    table: { title: t('report.title'), header: filterLines(t, filters), rtl: isRtl(i18n.language) },
    columns: [
      { title: t('report.userId'), kind: 'integer', width: 10, value: (r) => Number(r.userid), text: (r) => r.userid },
      { title: t('report.userName'), kind: 'text', width: 20, value: (r) => r.username, text: (r) => r.username },
      { title: t('report.date'), kind: 'date', width: 12, value: (r) => r.date, text: (r) => formatDate(r.date, display) },
      { title: t('report.firstIn'), kind: 'time', width: 9, value: (r) => r.firstin, text: (r) => formatClock(r.firstin, display) },
      { title: t('report.lastOut'), kind: 'time', width: 9, value: (r) => r.lastout, text: (r) => formatClock(r.lastout, display) },
      ...(['intime', 'outtime', 'late', 'early'] as const).map((key) => ({
        title: fileTitles[key] ?? key,
        kind: 'integer' as const,
        width: 12,
        value: (r: ReportRow) => r[key],
        text: (r: ReportRow) => formatNumber(r[key], i18n.language),
      })),
    ],
    day: (r) => r.date,
  };

  return (
    <Page title={t('report.title')} wide>
      <SearchForm
        values={filters}
        searching={isFetching}
        onSearch={(next) => {
          if (!search(next)) void refetch();
        }}
      />
      {error ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <Stack gap="4">
          <ReportChart input={filters} display={display} />
          <ExportButtons csv={{ contract: DownloadReportForm, fields: filters, texts: fileTitles }} definition={files} count={data?.count} />
          <PagedResults
            caption={t('report.title')}
            columns={columns}
            answer={data}
            rowKey={(r) => `${r.date}-${r.userid}`}
            loading={isLoading || isFetching}
            page={page}
            onPage={setPage}
          />
        </Stack>
      )}
    </Page>
  );
}
