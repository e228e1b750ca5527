import type { EndpointContract, RequestOf, ResponseOf } from './contract/define';
import type { api } from './api';
import type { Answer } from './baseQuery';
import { goformRequest } from './request';

type Builder = Parameters<Parameters<typeof api.injectEndpoints>[0]['endpoints']>[0];

/** A settings group of the contract (settings.ts): its read (Set<X>) and write (Get<X>) calls. */
export interface SettingsGroupContract<R extends EndpointContract, W extends EndpointContract> {
  id: string;
  read: R;
  write: W;
}

/**
 * The query and mutation of one settings group, for a remote's injectEndpoints:
 * a write invalidates the group, so the form re-reads what the device stored.
 *
 *   endpoints: (build) => {
 *     const kaoqin = settingsGroupEndpoints(build, kaoqinGroup);
 *     return { advancedSetupKaoqin: kaoqin.read, advancedSetupSaveKaoqin: kaoqin.write };
 *   }
 */
export function settingsGroupEndpoints<R extends EndpointContract, W extends EndpointContract>(
  build: Builder,
  group: SettingsGroupContract<R, W>,
) {
  const tag = { type: 'Settings' as const, id: group.id };
  return {
    read: build.query<ResponseOf<R> & Answer, void>({
      query: () => goformRequest(group.read),
      transformResponse: (answer: Answer) => answer as ResponseOf<R> & Answer,
      providesTags: [tag],
    }),
    write: build.mutation<ResponseOf<W> & Answer, RequestOf<W>>({
      query: (input) => goformRequest(group.write, input),
      transformResponse: (answer: Answer) => answer as ResponseOf<W> & Answer,
      invalidatesTags: (_result, error) => (error ? [] : [tag]),
    }),
  };
}
