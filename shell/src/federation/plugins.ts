import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

/** What loadRemote resolves to when a remote could not be loaded (see sectionErrorPlugin). */
export interface LoadFailure {
  loadFailed: true;
  id: string;
  reason: string;
}

export const isLoadFailure = (value: unknown): value is LoadFailure =>
  typeof value === 'object' && value !== null && (value as { loadFailed?: unknown }).loadFailed === true;

/**
 * Turns any failure while loading a remote (manifest, remoteEntry, exposed chunk) into a
 * value instead of a rejection deep inside the MF runtime, so the shell shows its error
 * panel and nothing ends as an uncaught promise.
 */
export function sectionErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tac-section-error',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      const failure: LoadFailure = {
        loadFailed: true,
        id,
        reason: error instanceof Error ? error.message : String(error),
      };
      return failure;
    },
  };
}

type ManifestFetch = NonNullable<ModuleFederationRuntimePlugin['fetch']>;

/**
 * Network hiccups: fetches (manifest) and scripts (remoteEntry, chunks) are tried again. A
 * manifest the login page read ahead (`takeRead`, once) is answered from that read instead.
 * One plugin for both: the runtime calls every plugin's fetch, so a second one would fetch too.
 */
export function networkRetryPlugin(takeRead: (url: string) => Promise<unknown> | undefined = () => undefined): ModuleFederationRuntimePlugin {
  const retry = RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 400 },
    script: { retryTimes: 2, retryDelay: 400 },
  }) as unknown as ModuleFederationRuntimePlugin & { fetch: ManifestFetch };
  const answer = (json: unknown) => new Response(JSON.stringify(json), { headers: { 'content-type': 'application/json' } });
  return {
    ...retry,
    fetch(url, init) {
      const readAhead = takeRead(url);
      return readAhead ? readAhead.then(answer, () => retry.fetch(url, init) || fetch(url, init)) : retry.fetch(url, init);
    },
  };
}
