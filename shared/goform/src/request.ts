import type { EndpointContract, RequestOf } from './contract/define';
import type { Fields, GoformArgs } from './baseQuery';

/**
 * Builds the baseQuery arguments for a contract: its name and method, the input as
 * query fields (GET) or body (POST). Remotes use it in `query:` so the wire name and
 * method come from the one contract the emulator also validates against.
 */
export function goformRequest<C extends EndpointContract>(
  contract: C,
  input?: RequestOf<C> | FormData,
  extra?: Omit<GoformArgs, 'name' | 'method' | 'data'>,
): GoformArgs {
  return { name: contract.name, method: contract.method, data: input as Fields | FormData | undefined, ...extra };
}
