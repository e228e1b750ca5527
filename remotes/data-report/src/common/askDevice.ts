import {
  goformRequest,
  type Answer,
  type EndpointContract,
  type GoformArgs,
  type GoformError,
  type RequestOf,
  type ResponseOf,
} from '@tac/goform';

type BaseQuery = (args: GoformArgs) => unknown;

export type Asked<C> = { data: ResponseOf<C>; error?: undefined } | { error: GoformError; data?: undefined };

/**
 * One device call for a queryFn. The answer handling hands some failures (10003, 10005)
 * back as answers for the screen to judge; a search has no use for them but to fail, so
 * anything but success becomes the query's error.
 */
export async function askDevice<C extends EndpointContract>(baseQuery: BaseQuery, contract: C, input: RequestOf<C>): Promise<Asked<C>> {
  const result = (await baseQuery(goformRequest(contract, input))) as { data?: unknown; error?: unknown };
  if (result.error) return { error: result.error as GoformError };
  const answer = result.data as Answer;
  if (answer.code !== 'success') {
    const retvalue = Number(answer.retvalue);
    return { error: { status: 'DEVICE', retvalue, msg: String(answer.msg ?? retvalue), answer } };
  }
  return { data: answer as unknown as ResponseOf<C> };
}
