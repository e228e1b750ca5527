import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsAuthenticated, selectSuperuser, useAppSelector } from '@tac/goform/core';

/** SPEC §2: anything not public sends a visitor without a session to /login?redirect=<path>. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const location = useLocation();
  if (authenticated) return children;
  const redirect = `${location.pathname}${location.search}`;
  return <Navigate to={`/login?redirect=${encodeURIComponent(redirect)}`} replace />;
}

/** The hidden pages (/snkey, /up) open only after a factory-key login (answer 11003). */
export function RequireSuperuser({ children }: { children: ReactNode }) {
  const superuser = useAppSelector(selectSuperuser);
  return superuser ? children : <Navigate to="/login" replace />;
}
