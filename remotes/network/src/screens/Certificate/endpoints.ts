import {
  answerOf,
  api,
  CheckCertificate,
  ConfirmCertificate,
  ConfirmHttpsOnly,
  GetCertificate,
  goformRequest,
  SetCertificate,
  SetHttpsOnly,
  type CertificateInfo,
  type RequestOf,
  type ResponseOf,
} from '@tac/goform';

export type CertificateInput = RequestOf<typeof SetCertificate>;
export type CertificateDescription = ResponseOf<typeof CheckCertificate>;

/**
 * The certificate calls. Each write answers the certificate then in use, which becomes the
 * read's data at once: the countdown starts from the device's own rollbackms.
 */
const certificateApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => {
    const showAnswer = async (_arg: unknown, { dispatch, queryFulfilled }: { dispatch: (a: unknown) => unknown; queryFulfilled: Promise<{ data: CertificateInfo }> }) => {
      try {
        const { data } = await queryFulfilled;
        dispatch(certificateApi.util.upsertQueryData('networkCertificate', undefined, data));
      } catch {
        // A refusal leaves the certificate as it was; the screen says why.
      }
    };
    return {
      // Read afresh each time the screen opens, so a pending change shows the time the device has left.
      networkCertificate: build.query<CertificateInfo, void>({
        query: () => goformRequest(GetCertificate),
        transformResponse: answerOf(GetCertificate),
        keepUnusedDataFor: 0,
      }),
      // quiet, as the install: the screen words a refusal beside the form rather than in a toast.
      networkCertificateCheck: build.mutation<CertificateDescription, CertificateInput>({
        query: (input) => goformRequest(CheckCertificate, input, { quiet: true }),
        transformResponse: answerOf(CheckCertificate),
      }),
      networkCertificateInstall: build.mutation<CertificateInfo, CertificateInput>({
        query: (input) => goformRequest(SetCertificate, input, { quiet: true }),
        transformResponse: answerOf(SetCertificate),
        onQueryStarted: showAnswer,
      }),
      networkCertificateConfirm: build.mutation<CertificateInfo, { keep: 0 | 1 }>({
        query: (input) => goformRequest(ConfirmCertificate, input),
        transformResponse: answerOf(ConfirmCertificate),
        onQueryStarted: showAnswer,
      }),
      networkHttpsOnly: build.mutation<CertificateInfo, { httpsonly: 0 | 1 }>({
        query: (input) => goformRequest(SetHttpsOnly, input),
        transformResponse: answerOf(SetHttpsOnly),
        onQueryStarted: showAnswer,
      }),
      // A refusal (keep=1 from a page over plain HTTP) is told by its toast, in the catalogue's words.
      networkHttpsOnlyConfirm: build.mutation<CertificateInfo, { keep: 0 | 1 }>({
        query: (input) => goformRequest(ConfirmHttpsOnly, input),
        transformResponse: answerOf(ConfirmHttpsOnly),
        onQueryStarted: showAnswer,
      }),
    };
  },
});

export const {
  useNetworkCertificateQuery,
  useNetworkCertificateCheckMutation,
  useNetworkCertificateInstallMutation,
  useNetworkCertificateConfirmMutation,
  useNetworkHttpsOnlyMutation,
  useNetworkHttpsOnlyConfirmMutation,
} = certificateApi;
