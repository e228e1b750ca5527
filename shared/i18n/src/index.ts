export { i18n, initI18n, getLanguage, setLanguage, followStoredLanguage, loadSectionLabels, loadSectionMessages } from './instance';
export {
  LANGUAGES,
  LANGUAGE_CODES,
  DEFAULT_LANGUAGE,
  isLanguageCode,
  isRtl,
  toBcp47,
  type LanguageCode,
  type Direction,
} from './languages';
export { formatNumber, dateTimeFormat, formatDateTime, formatList, leftToRight, useLocaleFormat, type LocaleFormat } from './format';
export { workingDays, type DayOfWeek } from './workWeek';
export { provideSectionTexts, loadSectionTexts, useSectionTexts, type SectionTextsSource } from './sectionTexts';
export { LANGUAGE_STORAGE_KEY } from './storage';
export { screenKeys, screenTitleKey, fieldLabelKey, fieldOptionKey, fieldUnitKey, screenNamespace, type ScreenRef } from './fieldTexts';
export { CORE_NAMESPACES, type CoreNamespace, type Messages, type MessagesLoader } from './backend';
export { useTranslation } from 'react-i18next';
