import { createContext, useContext, useMemo } from 'react';
import { selectFuns, useAppSelector } from '@tac/goform/core';
import { builtRemotes } from '../brand/brand';
import { availableSections } from './resolve';
import type { SectionInfo } from './table';

/** The remotes built with this shell; tests provide their own list. */
export const BuiltRemotesContext = createContext<readonly string[]>(builtRemotes);

/** Sections the signed-in user sees: built for the brand and in the stored funs. */
export function useAvailableSections(): SectionInfo[] {
  const built = useContext(BuiltRemotesContext);
  const funs = useAppSelector(selectFuns);
  return useMemo(() => availableSections(built, funs), [built, funs]);
}
