import { IDENTIFY_MODES, useSystemInfoQuery, type FunOptionFlags } from '@tac/goform';
import { useTranslation } from '@tac/i18n';
import type { Option } from '@tac/ui';

/** The identify modes whose sensors the model has (funOption of SetInfoParam). */
export function availableModes(flags: Partial<FunOptionFlags> | undefined) {
  return IDENTIFY_MODES.filter((mode) => mode.needs.every((need) => flags?.[need] === 1));
}

/** Translated options of the modes this device offers; until system info arrives, those needing no sensor. */
export function useIdentifyModeOptions(current?: number): Option[] {
  const { t } = useTranslation('users');
  const { data } = useSystemInfoQuery();
  const modes = availableModes(data?.funOption);
  const options: Option[] = modes.map((mode) => ({ value: mode.value, label: t(`identifyModes.${mode.key}`) }));
  // A stored mode the model no longer offers stays visible rather than silently changing.
  const stored = IDENTIFY_MODES.find((mode) => mode.value === current);
  if (stored && !modes.includes(stored)) options.push({ value: stored.value, label: t(`identifyModes.${stored.key}`) });
  return options;
}
