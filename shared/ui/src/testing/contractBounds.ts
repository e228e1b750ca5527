import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messageValues, ruleOf, screenOf, type FieldRule, type ScreenRef } from '@tac/goform/contract';
import type { GroupCalls } from '@tac/goform/testing';
import { fieldLabelKey, i18n } from '@tac/i18n';
import type { ReactElement } from 'react';
import type { z } from 'zod';
import { contractFields, type ContractFieldsSource } from '../form/contractFields';

/**
 * The generated check that a screen states no rule of its own (issue 22): for every field
 * of the contract with bounds, the screen's input carries those bounds and, given a value
 * the rule refuses, shows the contract's message. The cases come from the contract; a
 * screen's test names only its labels and the values that make its fields apply.
 */
export interface ScreenFields {
  /**
   * A settings group or a call's request: its conditions are read with the screen's values; a
   * group's screen (and fieldScreens) gives its fields' labels by the label convention.
   */
  source: { shape: z.ZodObject; requiredWhen?: object; appliesWhen?: object; screen?: ScreenRef; fieldScreens?: Record<string, ScreenRef> };
  /**
   * The English label of an input that has none by the label convention (a call's request), or
   * how to find an input whose label repeats (each weekday's Start and End).
   */
  labels?: Record<string, string | (() => HTMLElement)>;
  /**
   * Bounded fields that are not typed into on this screen: choices offered from the
   * contract's own list (a switch, a select, radio buttons) or fields of another screen.
   */
  notInputs?: string[];
}

const hasBounds = (rule: FieldRule) => rule.max !== undefined || rule.maxLength !== undefined;

/** The fields of the contract whose input can carry bounds: a number's min and max, a text's maxLength. */
export function boundedFields({ source, notInputs = [] }: ScreenFields): string[] {
  return Object.entries(source.shape.shape)
    .filter(([field, schema]) => hasBounds(ruleOf(schema as z.ZodType)) && !notInputs.includes(field))
    .map(([field]) => field);
}

/** The input labelled `label`; a required field's label ends in its indicator. */
export function inputLabelled(label: string, within: Pick<typeof screen, 'getByLabelText'> = screen): HTMLInputElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return within.getByLabelText(new RegExp(`^${escaped}\\s*\\*?$`), { selector: 'input, textarea' });
}

/** A group's field's English label where the label convention puts it (`<ns>:<screen>.fields.<field>`), when it has one. */
function conventionalLabel(source: ScreenFields['source'], field: string): string | undefined {
  if (!source.screen) return undefined;
  const key = fieldLabelKey(screenOf({ screen: source.screen, fieldScreens: source.fieldScreens }, field), field);
  return i18n.exists(key) ? i18n.t(key) : undefined;
}

/** A value the field's rule refuses, and the message the contract gives for it. */
function refused(rule: FieldRule): { value: string; message: string } | undefined {
  if (rule.max !== undefined) return { value: String(rule.max + 1), message: i18n.t('common:numberMax', { bound: rule.max }) };
  if (!rule.message) return undefined;
  // Too short when the rule has a length, else a value of no format (not digits, an address, a host).
  const value = rule.minLength && rule.minLength > 1 ? 'a'.repeat(rule.minLength - 1) : 'x y!';
  return { value, message: i18n.t(rule.message, messageValues(rule)) };
}

/**
 * On a screen loaded with `values`: every bounded field that applies has its input with the
 * contract's bounds; each is then given a value its rule refuses, `save` is pressed, and
 * each shows the contract's message. Answers the fields checked.
 */
export async function expectContractBounds(fields: ScreenFields, values: object, save: string): Promise<string[]> {
  const now = contractFields(fields.source as ContractFieldsSource<z.ZodRawShape>, values);
  const checked = boundedFields(fields).filter((field) => now.applies(field));
  const user = userEvent.setup();
  const expected: [HTMLInputElement, string][] = [];
  for (const field of checked) {
    const label = fields.labels?.[field] ?? conventionalLabel(fields.source, field);
    if (label === undefined) throw new Error(`${field} has bounds in the contract: give it a label, or list it in notInputs`);
    const input = await waitFor(() => (typeof label === 'string' ? inputLabelled(label) : (label() as HTMLInputElement)));
    const rule = ruleOf(fields.source.shape.shape[field] as z.ZodType);
    if (rule.max !== undefined) {
      expect([field, input.type, input.min, input.max]).toEqual([field, 'number', String(rule.min), String(rule.max)]);
    } else if (input.type === 'password') {
      // A password or PIN: never cut (a cut password fails later), refused with the rule's message when too long.
      expect([field, input.maxLength]).toEqual([field, -1]);
    } else if (rule.counted) {
      // Free text: not cut by the browser's maxlength (UTF-16 units), counted aloud instead.
      expect([field, input.maxLength]).toEqual([field, -1]);
      expect(input).toHaveAccessibleDescription(new RegExp(`/${rule.maxLength}$`));
    } else {
      expect([field, input.maxLength]).toEqual([field, rule.maxLength]);
    }
    const refusal = refused(rule);
    if (!refusal) continue;
    await user.clear(input);
    await user.type(input, refusal.value);
    expected.push([input, refusal.message]);
  }
  // Found, not got: a screen whose fields are all left out has not been waited for yet.
  await user.click(await screen.findByRole('button', { name: save }));
  for (const [input, message] of expected) await waitFor(() => expect(input).toHaveAccessibleDescription(message));
  return checked;
}

/** A screen of a section for describeContractBounds: its fields, and the stored states under which they apply. */
export interface BoundedScreen<S extends object = object, Source extends ScreenFields['source'] = ScreenFields['source']>
  extends ScreenFields {
  source: Source;
  name: string;
  screen: ReactElement;
  states: S[];
}

/** The screen of a settings group: the group gives its fields and the calls a fake device answers (fakeGroup). */
export type GroupScreen = BoundedScreen<object, ScreenFields['source'] & GroupCalls>;

/**
 * The generated bounds test of a section's screens: for each stored state, the device
 * answers it (`answer`), the screen renders (`render`) and every applying bounded input is
 * checked; then every bounded field of the contract must have been checked somewhere.
 */
export function describeContractBounds<T extends BoundedScreen>(
  screens: T[],
  { answer, render }: { answer(screen: T, values: T['states'][number]): void; render(ui: ReactElement): Promise<unknown> },
): void {
  describe.each(screens)('$name: the inputs carry the contract’s bounds and messages', (fields) => {
    const checked = new Set<string>();

    it.each(fields.states.map((values, i) => ({ i, values })))('in stored state $i', async ({ values }) => {
      answer(fields, values);
      await render(fields.screen);
      for (const field of await expectContractBounds(fields, values, 'Save')) checked.add(field);
    });

    it('covers every bounded field of the group', () => {
      expect([...checked].sort()).toEqual(boundedFields(fields).sort());
    });
  });
}
