import { ruleOf, type FieldConditions } from '@tac/goform/contract';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';

/** What the contract says of a form's fields: their schemas and, for a settings group, their conditions. */
export interface ContractFieldsSource<S extends z.ZodRawShape> {
  shape: z.ZodObject<S>;
  requiredWhen?: FieldConditions<z.output<z.ZodObject<S>>>;
  appliesWhen?: FieldConditions<z.output<z.ZodObject<S>>>;
}

type FieldName<S extends z.ZodRawShape> = keyof S & string;

/**
 * The props of a form's inputs, from the contract: a text input's maxLength, a number
 * input's min and max, whether the field must be filled now, and whether it applies now
 * (a field that does not apply is neither shown nor asked for). A screen spreads them and
 * adds only its layout and wording: `<TextField {...fields.text('ssid')} label={…} />`.
 */
export function contractFields<S extends z.ZodRawShape>(source: ContractFieldsSource<S>, values: object) {
  // The form's values as far as they go: a condition reads a field before it is loaded as undefined.
  const current = values as z.output<z.ZodObject<S>>;
  const applies = (field: FieldName<S>) => source.appliesWhen?.[field]?.(current) ?? true;
  const rule = (field: FieldName<S>) => ruleOf(source.shape.shape[field] as z.ZodType);
  const required = (field: FieldName<S>) =>
    applies(field) && (rule(field).required === true || (source.requiredWhen?.[field]?.(current) ?? false));
  return {
    applies,
    /** The field's rule, for a help text that names its bounds. */
    rule,
    text: <K extends FieldName<S>>(field: K) => ({
      name: field,
      maxLength: rule(field).maxLength,
      counted: rule(field).counted ?? false,
      required: required(field),
    }),
    number: <K extends FieldName<S>>(field: K) => ({
      name: field,
      min: rule(field).min,
      max: rule(field).max,
      required: required(field),
    }),
  };
}

/** contractFields with the values of the form around (a field's conditions follow what the user picks). */
export function useContractFields<S extends z.ZodRawShape>(source: ContractFieldsSource<S>) {
  return contractFields(source, useWatch());
}
