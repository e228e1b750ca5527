// What the console shares as 'react-router' (rspack.config.base.ts): the part of the
// client API it imports (from 'react-router' or 'react-router-dom'). A shared library is
// compiled whole; through this list the rest (framework mode, server and RSC parts, the
// APIs nobody calls) is tree-shaken out of the /login first load. sharedLists.test.ts
// fails when a file imports a name missing here. The path skips the package name on
// purpose: 'react-router' is the shared key this module fills.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  UNSAFE_DataRouterContext,
  createBrowserRouter,
  createMemoryRouter,
  useBlocker,
  useLocation,
  useNavigate,
  useRouteError,
  useRoutes,
  useSearchParams,
} from '../../../node_modules/react-router/dist/development/index.mjs';
