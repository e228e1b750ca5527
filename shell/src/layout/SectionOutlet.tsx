import { Suspense } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { useTranslation } from '@tac/i18n';
import { Box, Center, ErrorPanel, Spinner } from '@tac/ui';
import type { SectionManifest } from '../federation/section';
import { useSectionStore, useSections } from '../federation/sectionStore';
import { firstScreen, sectionsForBase, sectionForPath } from '../sections/resolve';
import { BASE_REDIRECTS, type SectionInfo } from '../sections/table';
import { useAvailableSections } from '../sections/useAvailableSections';
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

/** One section inside the layout: loading, its error panel with Retry, or its screens. */
function SectionView({ section }: { section: SectionInfo }) {
  const store = useSectionStore();
  const state = useSections([section.id]).get(section.id);
  if (!state || state.status === 'loading') return loading;
  if (state.status === 'error') return <RemoteError onRetry={() => store.ensure(section.id, true)} />;
  return (
    <SectionBoundary fallback={(_error, reset) => <RemoteError onRetry={reset} />}>
      <Suspense fallback={loading}>
        <SectionRoutes manifest={state.manifest} />
      </Suspense>
    </SectionBoundary>
  );
}

/**
 * A base path goes to the first screen of the first candidate section that loads (its
 * remote's own menu); when none loads, to the preferred one, which shows its error panel.
 */
function BaseRedirect({ candidates }: { candidates: [SectionInfo, ...SectionInfo[]] }) {
  const states = useSections(candidates.map((c) => c.id));
  for (const candidate of candidates) {
    const state = states.get(candidate.id);
    if (!state || state.status === 'loading') return loading;
    if (state.status === 'ready') {
      return <Navigate to={state.manifest.home ?? state.manifest.menu[0]?.path ?? firstScreen(candidate)} replace />;
    }
  }
  return <Navigate to={firstScreen(candidates[0])} replace />;
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * Every path under the layout: base paths redirect to the first available screen,
 * owned paths render their section, anything else is /404 (SPEC §2, DESIGN §3).
 */
export function SectionOutlet() {
  const pathname = trimSlash(useLocation().pathname);
  const available = useAvailableSections();
  if (pathname in BASE_REDIRECTS) {
    const [first, ...rest] = sectionsForBase(pathname, available);
    return first ? <BaseRedirect key={pathname} candidates={[first, ...rest]} /> : <Navigate to="/404" replace />;
  }
  const section = sectionForPath(pathname, available);
  if (!section) return <Navigate to="/404" replace />;
  return <SectionView key={section.id} section={section} />;
}
