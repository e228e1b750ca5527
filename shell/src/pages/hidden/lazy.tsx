import { lazy, Suspense, type ComponentType } from 'react';
import { Center, Spinner } from '@tac/ui/core';
import { loadHiddenMessages } from './messages';

/**
 * The hidden pages load as their own chunk with their messages, so /login does not pay
 * for them. A failed chunk load reaches the route's error page ('Network Error', reload).
 */
function page(load: () => Promise<ComponentType>) {
  const Page = lazy(() => Promise.all([load(), loadHiddenMessages()]).then(([component]) => ({ default: component })));
  return function LazyHiddenPage() {
    return (
      <Suspense
        fallback={
          <Center minH="100vh">
            <Spinner size="lg" />
          </Center>
        }
      >
        <Page />
      </Suspense>
    );
  };
}

export const LazySnKeyPage = page(() => import('./SnKeyPage').then((m) => m.SnKeyPage));
export const LazyUpPage = page(() => import('./UpPage').then((m) => m.UpPage));
export const LazyTestPage = page(() => import('./TestPage').then((m) => m.TestPage));
