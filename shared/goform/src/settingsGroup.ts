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
      transformResponse: answerOf(group.read),
      providesTags: [tag],
    }),
    write: build.mutation<ParsedAnswer<W>, RequestOf<W>>({
      query: (input) => goformRequest(group.write, input),
      transformResponse: answerOf(group.write),
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
