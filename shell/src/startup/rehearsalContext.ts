import { createContext, useContext } from 'react';

/** True while the console is drawn before the sign-in (./rehearsal.tsx): what shows outside the tree is left alone. */
export const RehearsalContext = createContext(false);

export const useRehearsal = (): boolean => useContext(RehearsalContext);
