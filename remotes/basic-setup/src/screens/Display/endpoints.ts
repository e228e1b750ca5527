import {
  answerOf,
  api,
  GetLanguageSettingItem,
  goformRequest,
  SetLanguageSettingItem,
  type AnswerEnvelope,
  type RequestOf,
  type ResponseOf,
} from '@tac/goform';

export type LanguageList = AnswerEnvelope & ResponseOf<typeof SetLanguageSettingItem>;
export type LanguageAnswer = AnswerEnvelope & ResponseOf<typeof GetLanguageSettingItem>;

const displayApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // Swapped names as on real terminals: Set… reads the list, Get… changes the language.
    basicSetupLanguages: build.query<LanguageList, void>({
      query: () => goformRequest(SetLanguageSettingItem, {}),
      transformResponse: answerOf(SetLanguageSettingItem),
    }),
    // quiet: a refusal shows 'Language setting failed, please reset' instead of the catalogue text.
    // The reboot:1 of a success ends the session after 1 s with a reload on /login (SPEC §4).
    basicSetupSetLanguage: build.mutation<LanguageAnswer, RequestOf<typeof GetLanguageSettingItem>>({
      query: (input) => goformRequest(GetLanguageSettingItem, input, { quiet: true }),
      transformResponse: answerOf(GetLanguageSettingItem),
    }),
  }),
});

export const { useBasicSetupLanguagesQuery, useBasicSetupSetLanguageMutation } = displayApi;
