import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { navigation } from '@tac/goform/core';
import { useRehearsal } from '../startup/rehearsalContext';

/**
 * /login inside the console: the login page is a document of its own (login.html, built
 * without the console), so it is loaded afresh, its redirect parameter kept. Reloading
 * also drops whatever the ended session left in memory.
 */
export function ToLoginPage() {
  const { pathname, search } = useLocation();
  const rehearsing = useRehearsal();
  useEffect(() => {
    // Drawn before the sign-in, the console is on the login page already: reloading it would wipe the form.
    if (!rehearsing) navigation.reloadTo(`${pathname}${search}`);
  }, [pathname, search, rehearsing]);
  return null;
}
