import { api, searchAuditLog, type RequestOf, type ResponseOf } from '@tac/goform';
import { askDevice } from '../../common/askDevice';

export type AuditSearch = RequestOf<typeof searchAuditLog>;
export type AuditPage = ResponseOf<typeof searchAuditLog>;

const auditApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    dataReportAudit: build.query<AuditPage, AuditSearch>({
      queryFn: (input, _api, _extra, baseQuery) => askDevice(baseQuery, searchAuditLog, input),
      // Every change made elsewhere adds an entry: a page is read again whenever it is shown anew.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useDataReportAuditQuery } = auditApi;
