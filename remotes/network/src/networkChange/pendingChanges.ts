import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, useAppDispatch, useAppSelector } from '@tac/goform';
import type { Values } from './changes';

/** A change this console made and the device has not settled yet: what Revert restores and where to reconnect. */
export interface PendingSession {
  previous: Values;
  /** undefined: same address; null: unknown (DHCP); else the new address. */
  address: string | null | undefined;
}

/**
 * The console's pending network changes by settings group, in the store rather than the
 * screen: leaving Ethernet during the countdown and coming back keeps Revert and the
 * address to reconnect at (the screen's own state would start empty again).
 */
const pendingChanges = createSlice({
  name: 'networkPendingChanges',
  initialState: {} as Record<string, PendingSession>,
  reducers: {
    changeStarted(state, { payload }: PayloadAction<{ group: string; session: PendingSession }>) {
      state[payload.group] = payload.session;
    },
    changeSettled(state, { payload }: PayloadAction<string>) {
      delete state[payload];
    },
  },
  selectors: {
    selectPendingSession: (state, group: string): PendingSession | undefined => state[group],
  },
});

declare module '@tac/goform' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the slice's state joins the store's type
  interface LazyLoadedSlices extends WithSlice<typeof pendingChanges> {}
}

const injected = pendingChanges.injectInto(rootReducer);
const { changeStarted, changeSettled } = pendingChanges.actions;

/** The group's pending change, kept for the console's lifetime (until kept, reverted or restored). */
export function usePendingSession(group: string) {
  const dispatch = useAppDispatch();
  const session = useAppSelector((state) => injected.selectors.selectPendingSession(state, group));
  return {
    session,
    start: (next: PendingSession) => dispatch(changeStarted({ group, session: next })),
    settle: () => dispatch(changeSettled(group)),
  };
}
