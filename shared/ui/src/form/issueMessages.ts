import { i18n } from '@tac/i18n';
import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

/**
 * Translated text for zod's own issues, used where a schema gives no message of its
 * own (a schema's message is an i18n key that the field translates).
 */
export function issueMessage(issue: Issue): string {
  const { code, input } = issue;
  // An emptied field fails differently per schema (type, union, pipe); the user needs one answer.
  if (input === undefined || input === null || input === '' || Number.isNaN(input)) return i18n.t('common:required');
  if (code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1) return i18n.t('common:required');
  if (code === 'too_big' && issue.origin === 'string') return i18n.t('common:maxLength', { max: Number(issue.maximum) });
  if ((code === 'too_small' || code === 'too_big') && issue.origin === 'number') {
    const bound = Number(code === 'too_small' ? issue.minimum : issue.maximum);
    return i18n.t(code === 'too_small' ? 'common:numberMin' : 'common:numberMax', { bound });
  }
  // A fraction where the device counts whole units (zod: expected int).
  if (code === 'invalid_type' && issue.expected === 'int') return i18n.t('common:wholeNumber');
  return i18n.t('common:invalid');
}
