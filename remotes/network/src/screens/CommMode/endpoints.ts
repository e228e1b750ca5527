import { answerOf, api, GetPushState, goformRequest, TestPushServer, type ParsedAnswer, type RequestOf } from '@tac/goform';

export type PushStateAnswer = ParsedAnswer<typeof GetPushState>;
export type PushTestAnswer = ParsedAnswer<typeof TestPushServer>;
export type PushTestRequest = RequestOf<typeof TestPushServer>;

const pushApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // Polled: a failed poll is the panel's to show (state unknown), not a toast every few seconds.
    networkPushState: build.query<PushStateAnswer, void>({
      // Polled while Communication Mode is open: a console left there still ends its session when idle.
      query: () => goformRequest(GetPushState, {}, { quiet: true, refusalsAsErrors: true, background: true }),
      transformResponse: answerOf(GetPushState),
    }),
    networkPushTest: build.mutation<PushTestAnswer, PushTestRequest>({
      query: (input) => goformRequest(TestPushServer, input, { refusalsAsErrors: true }),
      transformResponse: answerOf(TestPushServer),
    }),
  }),
});

export const { useNetworkPushStateQuery, useNetworkPushTestMutation } = pushApi;
