import { Suspense, type ReactNode } from 'react';
import { Center, Spinner } from '@tac/ui/core';
import { preloadableLazy } from '@tac/section';

/**
 * The layout (navbar, sidebar, dialogs, section loading) and everything it alone imports
 * load only after login: the /login page does not pay for them (issue 2 item 11 budget).
 * A failed chunk load reaches the route's error page ('Network Error', then reload).
 */
const load = () => import(/* webpackChunkName: "console-layout" */ './authenticated');
const Layout = preloadableLazy(() => load().then((m) => ({ default: m.Layout })));
const SectionOutlet = preloadableLazy(() => load().then((m) => ({ default: m.SectionOutlet })));
const StatusHome = preloadableLazy(() => load().then((m) => ({ default: m.StatusHome })));

/** Loads the layout ahead (while the visitor signs in), so it renders at once after. */
export const preloadLayout = () => Promise.all([Layout.preload(), SectionOutlet.preload(), StatusHome.preload()]);

function Loading() {
  return (
    <Center minH="100vh">
      <Spinner size="lg" />
    </Center>
  );
}

export function LazyLayout({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={<Loading />}>
      <Layout>{children}</Layout>
    </Suspense>
  );
}

export function LazySectionOutlet() {
  return (
    <Suspense fallback={null}>
      <SectionOutlet />
    </Suspense>
  );
}

/** The status home ('/'), in the layout's chunk: the first screen after the sign-in. */
export function LazyStatusHome() {
  return (
    <Suspense fallback={null}>
      <StatusHome />
    </Suspense>
  );
}
