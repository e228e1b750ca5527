import type { EndpointContract, RequestOf, ResponseOf } from './contract/define';
import type { Answer, Fields, GoformArgs } from './baseQuery';

/**
 * Builds the baseQuery arguments for a contract: its name and method, the input as
 * query fields (GET) or body (POST), and the schema a success must meet. Remotes use it
 * in `query:` so the wire name, method and answer come from the one contract the
 * emulator also validates against.
 */
export function goformRequest<C extends EndpointContract>(
  contract: C,
  input?: RequestOf<C> | FormData,
  extra?: Omit<GoformArgs, 'name' | 'method' | 'data'>,
): GoformArgs {
  return {
    name: contract.name,
    method: contract.method,
    data: input as Fields | FormData | undefined,
    answer: contract.response,
    ...extra,
  };
}

/**
 * A success of a contract's call as the baseQuery hands it over: the answer with the
 * contract's response schema's output over it (fields the schema does not name stay).
 */
export type ParsedAnswer<C> = Answer & ResponseOf<C>;

/**
 * The transformResponse of a call made with goformRequest(contract): the baseQuery has
 * parsed a success with `contract.response` (a malformed one is an error by then), so
 * this only names the type that parse produced.
 */
export function answerOf<C extends EndpointContract>(_contract: C): (answer: Answer) => ParsedAnswer<C> {
  return (answer) => answer as unknown as ParsedAnswer<C>;
}
