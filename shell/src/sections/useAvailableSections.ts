import { selectFuns, useAppSelector } from '@tac/goform/core';
import { useDirectoryState, type DirectoryState } from './directory';

/** The sections the signed-in account may use, as the registry and their descriptors say. */
export function useAvailableSections(): DirectoryState {
  return useDirectoryState(useAppSelector(selectFuns));
}
