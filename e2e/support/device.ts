import { expect, type APIRequestContext } from '@playwright/test';
import { parseAnswer as parseDeviceAnswer } from '@tac/goform/parse';
import type { Account } from './accounts';

/** A /goform/ answer (DESIGN §5): envelope fields plus the payload at the top level. */
export type Answer = { code: string; retvalue: number; msg: string } & Record<string, unknown>;

/** Calls the emulated terminal directly, as a script for a real terminal would. */
export async function goform(
  request: APIRequestContext,
  name: string,
  fields: Record<string, string> = {},
  token?: string,
): Promise<Answer> {
  const res = await request.post(`/goform/${name}?_t=${Date.now()}`, {
    data: fields,
    headers: token ? { 'X-Token': token } : {},
  });
  expect(res.status()).toBe(200);
  return parseAnswer(await res.text());
}

/** Reads an answer as the console does, whatever older firmware's habits it has (DESIGN §5). */
export function parseAnswer(text: string): Answer {
  return parseDeviceAnswer(text) as Answer;
}

export async function apiLogin(request: APIRequestContext, account: Account): Promise<string> {
  const answer = await goform(request, 'chklogin', { userid: account.userid, password: account.password });
  expect(answer.code, `login of ${account.userid}: ${answer.msg}`).toBe('success');
  return answer.token as string;
}
