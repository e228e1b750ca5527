import {
  goformRequest,
  type EndpointContract,
  type GoformArgs,
  type GoformError,
  type RequestOf,
  type ResponseOf,
} from '@tac/goform';

type BaseQuery = (args: GoformArgs) => unknown;

export type Asked<C> = { data: ResponseOf<C>; error?: undefined } | { error: GoformError; data?: undefined };

/** One device call for a queryFn: a search fails on every refusal (the baseQuery's `refusalsAsErrors`). */
export async function askDevice<C extends EndpointContract>(baseQuery: BaseQuery, contract: C, input: RequestOf<C>): Promise<Asked<C>> {
  const result = (await baseQuery(goformRequest(contract, input, { refusalsAsErrors: true }))) as { data?: unknown; error?: unknown };
  return result.error ? { error: result.error as GoformError } : { data: result.data as ResponseOf<C> };
}
