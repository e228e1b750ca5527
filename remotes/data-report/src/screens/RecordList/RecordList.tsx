import { DownloadRecordForm, type RecordRow } from '@tac/goform';
import { isRtl, useTranslation } from '@tac/i18n';
import { Page, Stack } from '@tac/ui';
import { LoadError } from '../../common/LoadError';
import { columnTitles } from '../../common/download';
import { ExportButtons } from '../../common/ExportButtons';
import { formatDateTime } from '../../common/format';
import { PAGE_SIZE, PagedResults } from '../../common/PagedResults';
import type { Column } from '../../common/ResultTable';
import { SearchForm } from '../../common/SearchForm';
import { useSearchState } from '../../common/searchState';
import { useDisplayFormat, useStatusLabel } from '../../common/useDeviceFormat';
import { useDataReportRecordsQuery } from './endpoints';
import { recordFiles } from './recordFiles';


/** Record List (SPEC §2): attendance punches by user and date range, paged by the device. */
export default function RecordList() {
  const { t, i18n } = useTranslation('dataReport');
  const { filters, page, search, setPage } = useSearchState({ userid: '', from: '', to: '', order: 'desc' });
  const display = useDisplayFormat();
  const statusLabel = useStatusLabel();
  const order = filters.order === 'asc' ? 'asc' : 'desc';
  const { data, isLoading, isFetching, error, refetch } = useDataReportRecordsQuery({
    ...filters,
    order,
    start: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });

  const columns: Column<RecordRow>[] = [
    { id: 'datetime', header: t('records.datetime'), cell: (r) => formatDateTime(r.datetime, display) },
    { id: 'userid', header: t('records.userId'), cell: (r) => r.userid },
    { id: 'username', header: t('records.userName'), cell: (r) => r.username },
    { id: 'status', header: t('records.status'), cell: (r) => statusLabel(r.status) },
  ];

  const files = recordFiles({ t, filter: { ...filters, order }, display, statusLabel, rtl: isRtl(i18n.language) });

  return (
    <Page title={t('records.title')} wide>
      <SearchForm
        values={filters}
        choices={[
          {
            name: 'order',
            label: t('search.order'),
            options: [
              { value: 'desc', label: t('search.desc') },
              { value: 'asc', label: t('search.asc') },
            ],
          },
        ]}
        searching={isFetching}
        onSearch={(next) => {
          if (!search(next)) void refetch();
        }}
      />
      {error ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <Stack gap="4">
          <ExportButtons csv={{ contract: DownloadRecordForm, fields: filters, texts: columnTitles(columns) }} definition={files} count={data?.count} />
          <PagedResults
            caption={t('records.title')}
            columns={columns}
            answer={data}
            rowKey={(r, i) => `${r.datetime}-${r.userid}-${i}`}
            loading={isLoading || isFetching}
            page={page}
            onPage={setPage}
          />
        </Stack>
      )}
    </Page>
  );
}
