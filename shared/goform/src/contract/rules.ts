import { z } from 'zod';
import type { FieldMessageKey } from './messages';

/**
 * What a form needs to know of a field beyond validating it: the bounds its input carries
 * (min/max, maxLength) and the values its message names. A wire helper (fields.ts)
 * registers the rule it enforces, so the input's bounds and the message's numbers come
 * from the same place as the check. (A type, not an interface: a translation takes it as
 * its values, which needs the implicit index signature of an object type.)
 */
export type FieldRule = {
  /** Numbers: the smallest and the largest value. */
  min?: number;
  max?: number;
  /** Texts: the fewest characters a value has (when it is not empty and allowed to be), and the most. */
  minLength?: number;
  maxLength?: number;
  /**
   * Text a person writes freely (a name, a label): its input shows how many characters are
   * used of maxLength (characterCount) and says when it is full or too long, where the
   * browser's maxlength would count an emoji as two and cut the text without a word.
   */
  counted?: boolean;
  /** false: the field may stay empty ('' is a value); true: it must be filled. */
  required?: boolean;
  /** The message of the rule particular to the field (its bounds, its format). */
  message?: FieldMessageKey;
  /**
   * A number typed as digits (a user ID, a card number): the range of its value, which its
   * message names ({{min}}, {{max}}) but its input does not carry (the input's bound is maxLength).
   */
  valueRange?: { min?: number; max?: number };
};

export const fieldRules = z.registry<FieldRule>();

/** The schema, registered with the rule it enforces (the same instance, for chaining in a helper). */
export function withRule<S extends z.ZodType>(schema: S, rule: FieldRule): S {
  fieldRules.add(schema as z.ZodType, rule);
  return schema;
}

/** The rule a field's schema enforces (an optional field's, of what it takes when given); {} for a field without one (a choice, a flag). */
export function ruleOf(schema: z.ZodType | undefined): FieldRule {
  if (!schema) return {};
  return fieldRules.get(schema) ?? (schema instanceof z.ZodOptional ? ruleOf(schema.unwrap() as z.ZodType) : {});
}

/**
 * The numbers a field's message names ({{min}}, {{max}}, {{minLength}}, {{maxLength}}): its
 * bounds, a digits field's range from valueRange. A form, the device's backup check and the
 * screens that say the rule themselves all fill the message from here.
 */
export function messageValues(rule: FieldRule): Record<string, number> {
  const values = { min: rule.min ?? rule.valueRange?.min, max: rule.max ?? rule.valueRange?.max, minLength: rule.minLength, maxLength: rule.maxLength };
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, number] => entry[1] !== undefined));
}
