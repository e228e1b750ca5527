export * from './chakra';
export { createBrandSystem, BRAND_SHADES, type BrandTheme, type BrandShade } from './system';
export { UiProvider, type UiProviderProps } from './UiProvider';
export { toaster, notifyToast, AppToaster } from './toaster';
export { Page, type PageProps } from './Page';
export { ErrorPanel, type ErrorPanelProps } from './ErrorPanel';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { Countdown, DEFAULT_COUNTDOWN_S, type CountdownProps } from './Countdown';
export { WaitingOverlay, type WaitingOverlayProps } from './WaitingOverlay';
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
export {
  useSettingsForm,
  type UseSettingsFormOptions,
  type SettingsFormState,
  type SaveOutcome,
  type QueryState,
  type MutationTuple,
} from './form/useSettingsForm';
export { SettingsForm, type SettingsFormProps } from './form/SettingsForm';
export { UnsavedChangesGuard } from './form/UnsavedChangesGuard';
export { issueMessage } from './form/issueMessages';
