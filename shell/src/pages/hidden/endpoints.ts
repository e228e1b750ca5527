import {
  answerOf,
  api,
  GetDebugParam,
  GetSNKeyParam,
  goformRequest,
  SetDebugParam,
  SetSNKeyParam,
  SetWebUpgradeMode,
  test_takephoto,
  type Answer,
  type RequestOf,
  type ResponseOf,
} from '@tac/goform';

export type SnKeys = ResponseOf<typeof SetSNKeyParam>;
export type DebugMode = ResponseOf<typeof SetDebugParam>;
export type Photo = ResponseOf<typeof test_takephoto>;

/** The hidden pages' calls (SPEC §7 "Hidden pages"); the names are the shell's, prefixed `hidden`. */
export const hiddenEndpoints = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    hiddenSnKey: build.query<SnKeys, void>({
      query: () => goformRequest(SetSNKeyParam),
      transformResponse: answerOf(SetSNKeyParam),
    }),
    hiddenSaveSnKey: build.mutation<Answer, RequestOf<typeof GetSNKeyParam>>({
      query: (keys) => goformRequest(GetSNKeyParam, keys),
    }),
    hiddenUpgradeMode: build.mutation<Answer, RequestOf<typeof SetWebUpgradeMode>>({
      query: (input) => goformRequest(SetWebUpgradeMode, input),
    }),
    hiddenDebugMode: build.query<DebugMode, void>({
      query: () => goformRequest(SetDebugParam),
      transformResponse: answerOf(SetDebugParam),
    }),
    hiddenSetDebugMode: build.mutation<Answer, RequestOf<typeof GetDebugParam>>({
      query: (input) => goformRequest(GetDebugParam, input),
    }),
    hiddenTakePhoto: build.mutation<Photo, void>({
      query: () => goformRequest(test_takephoto, {}),
      transformResponse: answerOf(test_takephoto),
    }),
  }),
});

export const {
  useHiddenSnKeyQuery,
  useHiddenSaveSnKeyMutation,
  useHiddenUpgradeModeMutation,
  useHiddenDebugModeQuery,
  useHiddenSetDebugModeMutation,
  useHiddenTakePhotoMutation,
} = hiddenEndpoints;
