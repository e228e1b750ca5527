/**
 * Everything remotes use. The light half comes through the shared `@tac/ui/core` entry
 * (one UiProvider, one toaster); its explicit exports take precedence over the same
 * names in ./chakra. The rest (heavy Chakra parts, the form kit) loads only when a
 * module imports `@tac/ui`, i.e. after login.
 */
// Adds the recipes of the components below to the system (UiProvider rebuilds it).
import './themeRecipes';
import { preloadToasts } from '@tac/ui/core';

// @tac/ui loads after login (or in a remote's tests): from then on a toast needs no wait.
preloadToasts();

export * from './chakra';
export {
  Box,
  Button,
  Card,
  Center,
  chakra,
  Field,
  Flex,
  Heading,
  HStack,
  Image,
  Input,
  Portal,
  Spinner,
  Stack,
  Text,
  VStack,
  createBrandSystem,
  addThemeConfig,
  BRAND_SHADES,
  BRAND_SEMANTIC_SHADES,
  type BrandTheme,
  type BrandShade,
  UiProvider,
  type UiProviderProps,
  toaster,
  dismissErrorToasts,
  notifyToast,
  AppToaster,
  preloadToasts,
  ErrorPanel,
  type ErrorPanelProps,
} from '@tac/ui/core';
export { Page, FORM_WIDTH, type PageProps } from './Page';
export { Pager, loadingRows, type PagerProps, type PageSizeChoice } from './Pager';
export { useMobileLayout, isMobileLayout, MOBILE_LAYOUT_WIDTH } from './useMobileLayout';
export { DayChooser, type DayChooserProps, type ChoosableDay } from './DayChooser';
export { RowsOrCards, type RowsOrCardsProps, type RowColumn } from './RowsOrCards';
export { CardFields, cardListStyles, type CardColumn } from './CardFields';
export { FileChooser, type FileChooserProps } from './FileChooser';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { DataFact } from './DataFact';
export { NotSupported } from './NotSupported';
export { Countdown, DEFAULT_COUNTDOWN_S, type CountdownProps } from './Countdown';
export { NetworkChangeCountdown, type NetworkChangeCountdownProps } from './NetworkChangeCountdown';
export { renderDetached, useUiSystem } from './detached';
export { readFileText } from './readFileText';
export { WaitingOverlay, type WaitingOverlayProps } from './WaitingOverlay';
export { RestartWait, PROBE_INTERVAL_MS, type RestartWaitProps } from './RestartWait';
export { TextField, PasswordField, NumberField, type TextFieldProps, type PasswordFieldProps, type NumberFieldProps } from './form/textFields';
export {
  SelectField,
  SwitchField,
  RadioField,
  type Option,
  type SelectFieldProps,
  type SwitchFieldProps,
  type RadioFieldProps,
} from './form/choiceFields';
export { FieldShell, type BaseFieldProps } from './form/FieldShell';
export { DateField, TimeField, type TimeFieldProps } from './form/clockFields';
export { DateInput, TimeInput, type ClockInputProps, type TimeInputProps } from './clock/ClockInputs';
export { useHourCycle } from './clock/useHourCycle';
export { useDateFormat } from './clock/useDateFormat';
export {
  dateFnsPattern,
  datePattern,
  FACTORY_DATE_FORMAT,
  readDate,
  readTime,
  showDate,
  showTime,
  type DateFormat,
  type DateLetters,
  type HourCycle,
} from './clock/clockText';
export {
  useSettingsForm,
  labelOfField,
  type UseSettingsFormOptions,
  type SettingsFormState,
  type SaveOutcome,
  type QueryState,
  type MutationTuple,
} from './form/useSettingsForm';
export { SettingsForm, type SettingsFormProps } from './form/SettingsForm';
export { useSessionDraft, type SessionDraft } from './form/useSessionDraft';
export { UnsavedChangesGuard } from './form/UnsavedChangesGuard';
export { useSubmitOnce, useSubmitHandler, type SubmitOnce } from './form/useSubmitOnce';
export { useSaveWarning } from './form/useSaveWarning';
export { issueMessage } from './form/issueMessages';
export { contractSchema } from './form/contractSchema';
export { contractFields, useContractFields, type ContractFieldsSource } from './form/contractFields';
// Remotes take react-hook-form from here, never from their own bundle: the fields above find
// the form through react-hook-form's context, which a remote's second copy would not share.
export { Controller, FormProvider, useForm, useFormContext, useWatch, type UseFormReturn } from 'react-hook-form';
