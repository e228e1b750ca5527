/**
 * Where a screen's texts are, by one rule (issue 32), as react-admin's `resources.<r>.fields.<source>`:
 * a screen is `<namespace>:<screen>` (the contract records each settings group's), its title is
 * its menu label `<namespace>:menu.<screen>`, a field's label `<namespace>:<screen>.fields.<field>`,
 * a choice's option `<namespace>:<screen>.options.<field>.<value>` and a number's unit
 * `<namespace>:<screen>.units.<field>`, a plural text read as t(key, { count: value }) ("+1 hour",
 * "4 bytes"; field: the contract's name). Any screen, a backup's preview among them, finds any
 * field's texts by it.
 */
export type ScreenRef = `${string}:${string}`;

/** The namespace of a screen's texts. */
export const screenNamespace = (screen: ScreenRef): string => screen.slice(0, screen.indexOf(':'));

/** The screen's title: its menu label. */
export const screenTitleKey = (screen: ScreenRef): string => `${screenNamespace(screen)}:menu.${screen.slice(screen.indexOf(':') + 1)}`;

/** A field's label. */
export const fieldLabelKey = (screen: ScreenRef, field: string): string => `${screen}.fields.${field}`;

/** The label of a choice's value. */
export const fieldOptionKey = (screen: ScreenRef, field: string, value: unknown): string => `${screen}.options.${field}.${String(value)}`;

/** A numeric field's value with its unit, a plural text: t(fieldUnitKey(screen, field), { count: value }). */
export const fieldUnitKey = (screen: ScreenRef, field: string): string => `${screen}.units.${field}`;

/** The rules for one screen, as its component uses them: `const keys = screenKeys(accessGroup.screen)`. */
export function screenKeys(screen: ScreenRef) {
  return {
    title: screenTitleKey(screen),
    field: (field: string) => fieldLabelKey(screen, field),
    option: (field: string, value: unknown) => fieldOptionKey(screen, field, value),
    unit: (field: string) => fieldUnitKey(screen, field),
  };
}
