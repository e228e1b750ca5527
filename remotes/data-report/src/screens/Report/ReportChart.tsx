import { leftToRight, useTranslation } from '@tac/i18n';
import { Center, Spinner, Stack, Text } from '@tac/ui';
import { BarChart } from '../../common/BarChart';
import { formatDate, type DisplayFormat } from '../../common/format';
import { chartDays, MAX_CHART_DAYS, MAX_CHART_ROWS, useDataReportChartQuery, type ChartInput } from './endpoints';

/** Punches and late/early minutes per day over the chosen range, above the report table. */
export function ReportChart({ input, display }: { input: ChartInput; display: DisplayFormat }) {
  const { t } = useTranslation('dataReport');
  const days = chartDays(input.from, input.to);
  const { data, isFetching, isError } = useDataReportChartQuery(input, { skip: !days });
  if (!days) return <Text color="fg.muted">{t('report.chartNeedsRange', { days: MAX_CHART_DAYS })}</Text>;
  if (isError) return <Text color="fg.error">{t('report.chartFailed')}</Text>;
  if (!data || isFetching) {
    return (
      <Center py="6">
        <Spinner aria-label={t('table.loading')} />
      </Center>
    );
  }
  const labels = data.days.map((d) => formatDate(d, display));
  // Dates isolated: right-to-left text would turn 2026-11-23 into 23-11-2026.
  const range = { from: leftToRight(labels[0] ?? ''), to: leftToRight(labels[labels.length - 1] ?? '') };
  return (
    <Stack as="figure" gap="4" aria-label={t('report.chartTitle')}>
      <BarChart
        summary={t('report.chartPunchesSummary', range)}
        labels={labels}
        labelHeader={t('report.date')}
        dataLabel={t('report.chartData')}
        series={[{ label: t('report.chartPunches'), color: 'brand.solid', values: data.punches }]}
      />
      {data.late && data.early ? (
        <BarChart
          summary={t('report.chartMinutesSummary', range)}
          labels={labels}
          labelHeader={t('report.date')}
          dataLabel={t('report.chartData')}
          series={[
            { label: t('report.chartLate'), color: 'orange.solid', values: data.late },
            { label: t('report.chartEarly'), color: 'purple.solid', values: data.early },
          ]}
        />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('report.chartMinutesCapped', { max: MAX_CHART_ROWS })}
        </Text>
      )}
    </Stack>
  );
}
