import { messageValues, ruleOf } from '@tac/goform/contract';
import { i18n } from '@tac/i18n';
import { z } from 'zod';
import { issueMessage } from './issueMessages';

/**
 * A schema of the wire contract as a form's schema: the very rules the device applies,
 * reported in the console's language. The contract's messages are i18n keys whose texts
 * may name the field's bounds ({{maxLength}}…): they are filled from the field's rule, so
 * a bound written once in the contract reaches the message too. zod's own issues (a value
 * too long, a field left empty) get issueMessage's texts. `fields`: the contract fields
 * whose rules fill the messages, when the form's own fields are plain texts (a form that
 * holds every protocol's fields and checks only those it sends).
 */
export function contractSchema<S extends z.ZodObject>(schema: S, fields: z.ZodRawShape = schema.shape) {
  return z.custom<z.input<S>>(() => true).transform((value, ctx): z.output<S> => {
    const parsed = schema.safeParse(value, { error: issueMessage });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const rule = ruleOf(fields[String(issue.path[0])] as z.ZodType | undefined);
      ctx.addIssue({ code: 'custom', path: issue.path, message: i18n.t(issue.message, { ...messageValues(rule), defaultValue: issue.message }) });
    }
    return z.NEVER;
  });
}
