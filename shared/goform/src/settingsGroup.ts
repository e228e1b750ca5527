import { answerOf, goformRequest, type Answer, type ParsedAnswer } from '@tac/goform/core';
import type { api } from './api';
import type { ApiTagType } from './apiShape';
import type { EndpointContract, RequestOf } from './contract/define';

type Builder = Parameters<Parameters<typeof api.injectEndpoints>[0]['endpoints']>[0];

/** A settings group of the contract (settings.ts): its read (Set<X>) and write (Get<X>) calls. */
export interface SettingsGroupContract<R extends EndpointContract, W extends EndpointContract> {
  id: string;
  read: R;
  write: W;
  /** Secrets the device keeps and should never answer (`writeOnly` of the contract). */
  writeOnly?: readonly string[];
}

/**
 * An answer with its secrets taken out before anything keeps or shows it. This device answers
 * them empty with `<field>set`; a terminal that still answers one (older firmware behind
 * DEVICE_URL) has it dropped here, and counts as having one set.
 */
export function withoutSecrets<T>(answer: T, writeOnly: readonly string[] = []): T {
  const out: Record<string, unknown> = { ...(answer as Record<string, unknown>) };
  for (const field of writeOnly) {
    if (typeof out[field] === 'string' && out[field] !== '') out[`${field}set`] = 1;
    if (field in out) out[field] = '';
  }
  return out as T;
}

/**
 * A write without the secrets left empty: the device keeps a stored one whatever the write
 * sends, and a terminal that would take an empty one as "none" never loses it either.
 */
function withoutBlankSecrets<T>(input: T, writeOnly: readonly string[] = []): T {
  return Object.fromEntries(Object.entries(input as Record<string, unknown>).filter(([field, value]) => !(writeOnly.includes(field) && value === ''))) as T;
}

/**
 * The query and mutation of one settings group (settingsApi.ts injects them once for the
 * console): a write invalidates the group, so every reader re-reads what the device stored,
 * and `alsoInvalidates` what the device computes from the group.
 */
export function settingsGroupEndpoints<R extends EndpointContract, W extends EndpointContract>(
  build: Builder,
  group: SettingsGroupContract<R, W>,
  alsoInvalidates: ApiTagType[] = [],
) {
  const tag = { type: 'Settings' as const, id: group.id };
  return {
    read: build.query<ParsedAnswer<R>, void>({
      query: () => goformRequest(group.read),
      transformResponse: (answer: Answer) => withoutSecrets(answerOf(group.read)(answer), group.writeOnly),
      providesTags: [tag],
    }),
    write: build.mutation<ParsedAnswer<W>, RequestOf<W>>({
      query: (input) => goformRequest(group.write, withoutBlankSecrets(input, group.writeOnly)),
      transformResponse: (answer: Answer) => withoutSecrets(answerOf(group.write)(answer), group.writeOnly),
      invalidatesTags: (_result, error) => (error ? [] : [tag, ...alsoInvalidates]),
    }),
  };
}

/** A list the device keeps of its peripherals (contract hardware.ts): its read, and the write that authorizes or cancels some. */
export interface AuthorizationListContract<R extends EndpointContract, W extends EndpointContract> {
  read: R;
  write: W;
}

/**
 * The query and mutation of one authorization list (Wiegand readers, Bluetooth peers): the
 * read provides `tag`, an authorization change that the device took invalidates it, and so
 * does whatever else adds a peripheral to the list (pairing, a Bluetooth connect).
 */
export function authorizationListEndpoints<R extends EndpointContract, W extends EndpointContract>(
  build: Builder,
  list: AuthorizationListContract<R, W>,
  tag: { type: 'Settings'; id: string },
) {
  return {
    read: build.query<ParsedAnswer<R>, void>({
      query: () => goformRequest(list.read),
      transformResponse: answerOf(list.read),
      providesTags: [tag],
    }),
    write: build.mutation<Answer, RequestOf<W>>({
      query: (input) => goformRequest(list.write, input),
      invalidatesTags: (_result, error) => (error ? [] : [tag]),
    }),
  };
}
