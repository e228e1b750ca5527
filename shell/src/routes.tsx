import { Outlet, type RouteObject } from 'react-router-dom';
import { selectIsAuthenticated, useAppSelector } from '@tac/goform/core';
import { RequireAuth, RequireSuperuser } from './access/guards';
import { LazyLayout as Layout, LazySectionOutlet as SectionOutlet, LazyStatusHome as StatusHome } from './layout/lazy';
import { NotFoundPage } from './pages/NotFoundPage';
import { LazySnKeyPage, LazyTestPage, LazyUpPage } from './pages/hidden/lazy';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { ToLoginPage } from './pages/ToLoginPage';

/** /404 is public; a signed-in visitor keeps the layout around it. */
function NotFoundRoute() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  return authenticated ? (
    <Layout>
      <NotFoundPage />
    </Layout>
  ) : (
    <NotFoundPage />
  );
}

/** The shell's route table (SPEC §2 access rules); sections mount under the layout's splat. */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <Outlet />,
      errorElement: <RouteErrorPage />,
      children: [
        { path: '/login', element: <ToLoginPage /> },
        { path: '/test', element: <LazyTestPage /> },
        { path: '/404', element: <NotFoundRoute /> },
        {
          path: '/snkey',
          element: (
            <RequireSuperuser>
              <LazySnKeyPage />
            </RequireSuperuser>
          ),
        },
        {
          path: '/up',
          element: (
            <RequireSuperuser>
              <LazyUpPage />
            </RequireSuperuser>
          ),
        },
        {
          path: '/',
          element: (
            <RequireAuth>
              <Layout />
            </RequireAuth>
          ),
          children: [
            { index: true, element: <StatusHome /> },
            { path: '*', element: <SectionOutlet /> },
          ],
        },
      ],
    },
  ];
}
