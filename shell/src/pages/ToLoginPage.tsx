import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { navigation } from '@tac/goform/core';

/**
 * /login inside the console: the login page is a document of its own (login.html, built
 * without the console), so it is loaded afresh, its redirect parameter kept. Reloading
 * also drops whatever the ended session left in memory.
 */
export function ToLoginPage() {
  const { pathname, search } = useLocation();
  useEffect(() => navigation.reloadTo(`${pathname}${search}`), [pathname, search]);
  return null;
}
