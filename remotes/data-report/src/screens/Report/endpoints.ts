import { api, GetReportFormInfo, searchrecord, type RequestOf, type ResponseOf } from '@tac/goform';
import { askDevice } from '../../common/askDevice';

export type ReportSearch = RequestOf<typeof GetReportFormInfo>;
export type ReportPage = ResponseOf<typeof GetReportFormInfo>;

/** The chart covers at most this many days (one count call per day). */
export const MAX_CHART_DAYS = 31;
/** Late/early minutes are summed over the report rows when there are at most this many (10 pages). */
export const MAX_CHART_ROWS = 1000;
const ROWS_PER_CALL = 100;

export interface ChartInput {
  userid: string;
  from: string;
  to: string;
}

export interface ChartData {
  days: string[];
  punches: number[];
  /** Per day; undefined when the report has more than MAX_CHART_ROWS rows. */
  late?: number[];
  early?: number[];
}

/** Every date from `from` to `to` (YYYY-MM-DD, inclusive), at most MAX_CHART_DAYS. */
export function chartDays(from: string, to: string): string[] | undefined {
  if (!from || !to || from > to) return undefined;
  const days: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d.toISOString().slice(0, 10) <= to; d.setUTCDate(d.getUTCDate() + 1)) {
    days.push(d.toISOString().slice(0, 10));
    if (days.length > MAX_CHART_DAYS) return undefined;
  }
  return days;
}

const reportApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    dataReportReport: build.query<ReportPage, ReportSearch>({
      queryFn: (input, _api, _extra, baseQuery) => askDevice(baseQuery, GetReportFormInfo, input),
      keepUnusedDataFor: 30,
      providesTags: ['Records', 'Report'],
    }),
    /**
     * Figures per day for the chart, from the device's own paged calls: a one-row
     * searchrecord per day gives its punch count; the report rows (when few enough)
     * give the late and early minutes.
     */
    dataReportChart: build.query<ChartData, ChartInput>({
      async queryFn({ userid, from, to }, _api, _extra, baseQuery) {
        const days = chartDays(from, to) ?? [];
        const counts = await Promise.all(
          days.map((day) => askDevice(baseQuery, searchrecord, { userid, from: day, to: day, start: 0, limit: 1 })),
        );
        const punches: number[] = [];
        for (const c of counts) {
          if (c.error) return { error: c.error };
          punches.push(c.data.count);
        }

        const page = (start: number) => askDevice(baseQuery, GetReportFormInfo, { userid, from, to, start, limit: ROWS_PER_CALL });
        const first = await page(0);
        if (first.error) return { error: first.error };
        if (first.data.count > MAX_CHART_ROWS) return { data: { days, punches } };
        const rest = await Promise.all(
          Array.from({ length: Math.ceil(first.data.count / ROWS_PER_CALL) - 1 }, (_, i) => page((i + 1) * ROWS_PER_CALL)),
        );
        const late = days.map(() => 0);
        const early = days.map(() => 0);
        for (const p of [first, ...rest]) {
          if (p.error) return { error: p.error };
          for (const row of p.data.record) {
            const i = days.indexOf(row.date);
            if (i < 0) continue;
            late[i] = (late[i] ?? 0) + row.late;
            early[i] = (early[i] ?? 0) + row.early;
          }
        }
        return { data: { days, punches, late, early } };
      },
      keepUnusedDataFor: 30,
      providesTags: ['Records', 'Report'],
    }),
  }),
});

export const { useDataReportReportQuery, useDataReportChartQuery } = reportApi;
