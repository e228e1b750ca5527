import { createContext, useContext } from 'react';

/** True inside the rehearsal render (./rehearsal.tsx): what shows outside the tree is left alone. */
export const RehearsalContext = createContext(false);

export const useRehearsal = (): boolean => useContext(RehearsalContext);
