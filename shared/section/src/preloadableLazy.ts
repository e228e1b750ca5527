import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** React.lazy with a way to load the code ahead. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy: any component's props
export type PreloadableLazy<C extends ComponentType<any> = ComponentType> = LazyExoticComponent<C> & { preload(): Promise<unknown> };

/**
 * React.lazy whose code can load ahead (`preload`) and which then renders at once.
 * A plain lazy suspends on its first render even when its code is already there (its
 * promise settles a tick later), and React holds every content that replaces a shown
 * fallback back for 300 ms: three nested lazy parts cost the first screen ~900 ms.
 * Once loaded, the factory hands React a thenable that settles synchronously.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy: any component's props
export function preloadableLazy<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): PreloadableLazy<C> {
  let loading: Promise<{ default: C }> | undefined;
  let loaded: { default: C } | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // a later render or preload tries again
        throw error;
      },
    ));
  const settled = (module: { default: C }): PromiseLike<{ default: C }> => ({
    then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled(module) : (module as never)),
  });
  return Object.assign(
    lazy(() => (loaded ? (settled(loaded) as Promise<{ default: C }>) : preload())),
    { preload },
  );
}
