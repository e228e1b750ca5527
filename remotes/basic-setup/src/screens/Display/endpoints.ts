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
    // ownsRestart: the screen counts the restart down and waits for the device, as Restart does,
    // instead of the 1 s logout of a reboot:1 (issue 34 #10).
    basicSetupSetLanguage: build.mutation<LanguageAnswer, RequestOf<typeof GetLanguageSettingItem>>({
      query: (input) => goformRequest(GetLanguageSettingItem, input, { quiet: true, ownsRestart: true }),
      transformResponse: answerOf(GetLanguageSettingItem),
    }),
  }),
});

export const { useBasicSetupLanguagesQuery, useBasicSetupSetLanguageMutation } = displayApi;
