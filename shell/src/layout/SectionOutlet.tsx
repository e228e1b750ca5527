import { Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { selectFuns, useAppSelector } from '@tac/goform/core';
import { useTranslation } from '@tac/i18n';
import { Box, Center, ErrorPanel, Spinner } from '@tac/ui';
import type { SectionManifest } from '@tac/section';
import { IncompatibleSectionError } from '../federation/sectionErrors';
import { useSectionStore, useSections } from '../federation/sectionStore';
import { useSectionDirectory, type SectionInfo } from '../sections/directory';
import { baseTarget, sectionForPath } from '../sections/resolve';
import { useAvailableSections } from '../sections/useAvailableSections';
import { NoPermissionPage } from '../pages/NoPermissionPage';
import { isChunkLoadError } from '../pages/loadFailure';
import { NetworkErrorReload } from '../pages/NetworkErrorReload';
import { SectionBoundary } from './SectionBoundary';

const notFound: RouteObject = { path: '*', element: <Navigate to="/404" replace /> };

function SectionRoutes({ manifest }: { manifest: SectionManifest }) {
  return useRoutes([...manifest.routes, notFound]);
}

const loading = (
  <Center py="16">
    <Spinner size="lg" />
  </Center>
);

function RemoteError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Box p={{ base: '4', md: '6' }}>
      <ErrorPanel title={t('shell:remoteError.title')} message={t('shell:remoteError.message')} onRetry={onRetry} />
    </Box>
  );
}

/**
 * A section refused at load: it needs shared libraries in versions this console does not
 * provide. Names each library with the range the section needs and the version provided;
 * Retry reads its section.json again (a compatible version may have been deployed since).
 */
export function IncompatibleSection({ error, onRetry }: { error: IncompatibleSectionError; onRetry(): void }) {
  const { t } = useTranslation();
  const lines = error.incompatibilities.map(({ library, required, provided }) =>
    provided === undefined
      ? t('shell:incompatible.libraryMissing', { library, required })
      : t('shell:incompatible.library', { library, required, provided }),
  );
  return (
    <Box p={{ base: '4', md: '6' }}>
      <ErrorPanel title={t('shell:incompatible.title')} message={[t('shell:incompatible.message'), ...lines].join(' ')} onRetry={onRetry} />
    </Box>
  );
}

/**
 * One section inside the layout: loading its code, its error panel with Retry (its remote
 * failed), 'Network Error' and a reload (the shell's own chunk failed), or its screens.
 */
function SectionView({ section }: { section: SectionInfo }) {
  const store = useSectionStore();
  const state = useSections([section.id]).get(section.id);
  if (!state || state.status === 'loading') return loading;
  if (state.status === 'error') {
    // The shell's own code to load sections could not be fetched: a route-loading failure (SPEC §2).
    if (isChunkLoadError(state.error)) return <NetworkErrorReload />;
    const retry = () => store.ensure(section.id, true);
    if (state.error instanceof IncompatibleSectionError) return <IncompatibleSection error={state.error} onRetry={retry} />;
    return <RemoteError onRetry={retry} />;
  }
  return (
    <SectionBoundary fallback={(_error, reset) => <RemoteError onRetry={reset} />}>
      <Suspense fallback={loading}>
        <SectionRoutes manifest={state.manifest} />
      </Suspense>
    </SectionBoundary>
  );
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * A path no permitted section owns: when a section the console lists owns it (read from the
 * descriptors, no section's code), the account may not open it and is told so; else /404.
 */
function NotPermittedOrMissing({ pathname }: { pathname: string }) {
  const registry = useSectionDirectory();
  const [listed, setListed] = useState<{ pathname: string; owned: boolean }>();
  useEffect(() => {
    let current = true;
    const answer = (owned: boolean) => current && setListed({ pathname, owned });
    registry.preview().then(
      (all) => answer(sectionForPath(pathname, all) !== undefined || baseTarget(pathname, all) !== undefined),
      () => answer(false),
    );
    return () => {
      current = false;
    };
  }, [registry, pathname]);
  if (listed?.pathname !== pathname) return loading;
  return listed.owned ? <NoPermissionPage /> : <Navigate to="/404" replace />;
}

/**
 * Every path under the layout, decided from the permitted sections' descriptors (no
 * section's code): base paths redirect to the first screen of the section ranking first
 * there, an owned path loads and renders only its own section, a listed section's path the
 * account may not open says so, anything else is /404 — or the error panel while a permitted
 * section's remote cannot be reached (it may own it).
 */
export function SectionOutlet() {
  const pathname = trimSlash(useLocation().pathname);
  const directory = useAvailableSections();
  const registry = useSectionDirectory();
  const funs = useAppSelector(selectFuns);
  if (directory.status === 'loading') return loading;
  if (directory.status === 'error') return <RemoteError onRetry={() => registry.ensure(funs, true)} />;
  const target = baseTarget(pathname, directory.sections);
  if (target) return <Navigate to={target} replace />;
  const section = sectionForPath(pathname, directory.sections);
  if (section) return <SectionView key={section.id} section={section} />;
  if (directory.unreachable.length > 0) return <RemoteError onRetry={() => registry.ensure(funs, true)} />;
  return <NotPermittedOrMissing pathname={pathname} />;
}
