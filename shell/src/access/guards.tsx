import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { selectFuns, selectIsAuthenticated, selectSuperuser, useAppSelector } from '@tac/goform/core';

/** SPEC §2: anything not public sends a visitor without a session to /login?redirect=<path>. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const location = useLocation();
  if (authenticated) return children;
  const redirect = `${location.pathname}${location.search}`;
  return <Navigate to={`/login?redirect=${encodeURIComponent(redirect)}`} replace />;
}

/** Where a signed-in visitor lands: '/' when the role info has `user`, else '/network' (SPEC §2). */
export function homeFor(funs: readonly string[]): string {
  return funs.includes('user') ? '/' : '/network';
}

/** Only local paths are followed, so a crafted link cannot send the visitor elsewhere. */
export function safeRedirect(value: string | null): string | undefined {
  // Browsers read '/\host' like '//host': both would leave the console.
  if (!value || !value.startsWith('/') || /^\/[/\\]/.test(value) || value.startsWith('/login')) return undefined;
  return value;
}

/** /login for a signed-in visitor: back to the redirect target, else home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const funs = useAppSelector(selectFuns);
  const [params] = useSearchParams();
  if (!authenticated) return children;
  return <Navigate to={safeRedirect(params.get('redirect')) ?? homeFor(funs)} replace />;
}

/** The hidden pages (/snkey, /up) open only after a factory-key login (answer 11003). */
export function RequireSuperuser({ children }: { children: ReactNode }) {
  const superuser = useAppSelector(selectSuperuser);
  return superuser ? children : <Navigate to="/login" replace />;
}
