// What the console shares as 'react-router' (build/sharedLibraries.ts): every export of
// react-router, so a section may use any of its client API (hooks, components, data
// routers, utilities), but for the server and framework-mode parts, which cannot run in a
// section mounted as routes in the browser: request handlers, sessions and cookies,
// static and server routers, React Server Components, the framework's document
// components. Each of those is a stub that throws a clear error when called or rendered.
// Shared whole, react-router costs 63 kB gzip; this way 46 kB (the console's own list of
// imports used to be 39 kB, but broke any section using one more export).
// sharedModules.test.ts checks that every name stubbed here is a react-router export.
export * from '../../../node_modules/react-router/dist/development/index.mjs';

const serverOnly = (name) => () => {
  throw new Error(`react-router's ${name} runs on a server or in framework mode: the console does not share it`);
};
export const createRequestHandler = serverOnly('createRequestHandler');
export const createCookie = serverOnly('createCookie');
export const createCookieSessionStorage = serverOnly('createCookieSessionStorage');
export const createMemorySessionStorage = serverOnly('createMemorySessionStorage');
export const createSession = serverOnly('createSession');
export const createSessionStorage = serverOnly('createSessionStorage');
export const isCookie = serverOnly('isCookie');
export const isSession = serverOnly('isSession');
export const createStaticHandler = serverOnly('createStaticHandler');
export const createStaticRouter = serverOnly('createStaticRouter');
export const StaticRouter = serverOnly('StaticRouter');
export const StaticRouterProvider = serverOnly('StaticRouterProvider');
export const ServerRouter = serverOnly('ServerRouter');
export const unstable_RSCStaticRouter = serverOnly('unstable_RSCStaticRouter');
export const unstable_routeRSCServerRequest = serverOnly('unstable_routeRSCServerRequest');
export const unstable_setDevServerHooks = serverOnly('unstable_setDevServerHooks');
export const UNSAFE_RSCDefaultRootErrorBoundary = serverOnly('UNSAFE_RSCDefaultRootErrorBoundary');
export const UNSAFE_decodeViaTurboStream = serverOnly('UNSAFE_decodeViaTurboStream');
export const UNSAFE_getTurboStreamSingleFetchDataStrategy = serverOnly('UNSAFE_getTurboStreamSingleFetchDataStrategy');
export const createRoutesStub = serverOnly('createRoutesStub');
export const Links = serverOnly('Links');
export const Meta = serverOnly('Meta');
export const Scripts = serverOnly('Scripts');
export const PrefetchPageLinks = serverOnly('PrefetchPageLinks');
