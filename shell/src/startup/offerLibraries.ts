import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as i18next from 'i18next';
import { LOGIN_LIBRARIES, type LoginLibraries } from './handoff';

/** The installed versions of the libraries below, by share key (createLoginPageConfig in build/loginPage.ts defines them). */
declare const LOGIN_LIBRARY_VERSIONS: Record<string, string>;

/**
 * Puts the libraries this page has already loaded where the console finds them: started
 * from here, it takes them from the page instead of downloading its own copies (~80 kB gzip).
 * Only libraries without module-level state the two would fight over: react-i18next keeps
 * the i18n instance of whoever initialised it last, so the console brings its own.
 */
export function offerLibraries(): void {
  const modules: Record<string, unknown> = {
    react: React,
    'react/jsx-runtime': JsxRuntime,
    'react-dom': ReactDOM,
    'react-dom/client': ReactDOMClient,
    i18next,
  };
  const offered: LoginLibraries = {};
  for (const [key, module] of Object.entries(modules)) {
    const version = LOGIN_LIBRARY_VERSIONS[key];
    if (version) offered[key] = { version, module };
  }
  (window as unknown as Record<string, LoginLibraries>)[LOGIN_LIBRARIES] = offered;
}
