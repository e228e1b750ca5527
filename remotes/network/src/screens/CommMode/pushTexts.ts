import type { TFunction } from 'i18next';
import type { PushProblem } from '@tac/goform';

/** The sentence saying why a contact with the central server failed (httpStatus names the status). */
export function problemText(t: TFunction, problem: PushProblem): string {
  return t(`commMode.push.problems.${problem.kind}`, { status: problem.status });
}

/** The device's codes for a command's result (iclock's Return=); any other is shown as its number. */
const COMMAND_RESULTS: Partial<Record<number, 'done' | 'failed' | 'notSupported' | 'unsupportedTable'>> = {
  0: 'done',
  [-1]: 'failed',
  [-1002]: 'notSupported',
  [-1004]: 'unsupportedTable',
};

export function commandResultText(t: TFunction, code: number): string {
  const result = COMMAND_RESULTS[code];
  return result ? t(`commMode.push.results.${result}`) : t('commMode.push.results.other', { code });
}
