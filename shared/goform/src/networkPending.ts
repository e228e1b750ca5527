import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { SETTINGS_GROUP_BY_NAME } from './contract/settings';
import { settingsEndpoints } from './settingsApi';
import { rootReducer, useAppDispatch, useAppSelector, type AppDispatch } from './store';
import { useEffect } from 'react';
import { originStorage } from './originStorage';
import { pageSignedInAs } from './sessionStore';
import { thisTab } from './tabStorage';

/**
 * A network change this console made that the device has not settled yet (confirm-or-revert,
 * DESIGN §3): what Revert restores, where to reconnect, the screen it was made on and when the
 * device puts the previous settings back by itself.
 */
export interface PendingNetworkChange {
  /** The settings group's contract id (ethernet, internet, wifi). */
  group: string;
  /** The group's values before the change, sent with revert=1 for a terminal that does not know it. */
  previous: Record<string, unknown>;
  /** undefined: same address; null: unknown (DHCP); else the new address. */
  address?: string | null;
  /** The console path of the screen the change was made on (its own panel shows it there). */
  path: string;
  /** Date.now() when the device restores the previous settings unless the change is kept. */
  deadline: number;
  /** The account that made it: another account signed in later is not shown it (nor keeps it in its name). */
  by?: string;
  /** The tab that made it: the one that keeps a same-address change by itself (thisTab). */
  tab?: string;
}

/** How a pending change ended, told wherever the console is: kept, reverted, or restored by the device itself. */
export type NetworkChangeOutcome = 'kept' | 'reverted' | 'restored';

interface State {
  changes: Record<string, PendingNetworkChange>;
  /** The last change that ended outside its own screen, until the user closes the notice. */
  notice?: { group: string; outcome: NetworkChangeOutcome };
}

/**
 * Pending changes survive a reload and reach every tab of the console (issue 34): Revert and the
 * new address come back with them, and a second tab shows the change the first one made.
 */
export const NETWORK_PENDING_KEY = 'tac.networkPending';

/** A change whose time ended this long ago was settled by the device long since: nothing to say of it. */
const SETTLED_LONG_AGO_MS = 10 * 60_000;

function stored(): Record<string, PendingNetworkChange> {
  try {
    const raw = originStorage()?.getItem(NETWORK_PENDING_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (!parsed || typeof parsed !== 'object') return {};
    const recent = Object.entries(parsed as Record<string, PendingNetworkChange>).filter(
      ([, change]) => typeof change?.deadline === 'number' && change.deadline > Date.now() - SETTLED_LONG_AGO_MS,
    );
    return Object.fromEntries(recent);
  } catch {
    return {};
  }
}

function keep(changes: Record<string, PendingNetworkChange>): void {
  try {
    if (Object.keys(changes).length === 0) originStorage()?.removeItem(NETWORK_PENDING_KEY);
    else originStorage()?.setItem(NETWORK_PENDING_KEY, JSON.stringify(changes));
  } catch {
    // A browser without storage keeps them for this page's lifetime only.
  }
}

const networkPending = createSlice({
  name: 'networkPending',
  initialState: (): State => ({ changes: stored() }),
  reducers: {
    changeStarted(state, { payload }: PayloadAction<PendingNetworkChange>) {
      state.changes[payload.group] = payload;
      if (state.notice?.group === payload.group) delete state.notice;
    },
    changeSettled(state, { payload }: PayloadAction<{ group: string; outcome?: NetworkChangeOutcome }>) {
      delete state.changes[payload.group];
      if (payload.outcome) state.notice = { group: payload.group, outcome: payload.outcome };
    },
    noticeClosed(state) {
      delete state.notice;
    },
    /** Another tab started or ended a change: this one shows what the storage holds now. */
    changesSynced(state, { payload }: PayloadAction<Record<string, PendingNetworkChange>>) {
      state.changes = payload;
    },
  },
  selectors: {
    selectChanges: (state) => state.changes,
    selectNotice: (state) => state.notice,
  },
});

declare module './store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the slice's state joins the store's type
  interface LazyLoadedSlices extends WithSlice<typeof networkPending> {}
}

const injected = networkPending.injectInto(rootReducer);
const { changeStarted, changeSettled, noticeClosed, changesSynced } = networkPending.actions;

/** Every change and its removal reach the storage at once, and so every tab. */
function persisted(dispatch: AppDispatch, action: ReturnType<typeof changeStarted | typeof changeSettled>) {
  dispatch(action);
  const changes = { ...stored() };
  if (action.type === changeStarted.type) {
    const change = action.payload as PendingNetworkChange;
    changes[change.group] = change;
  } else {
    delete changes[(action.payload as { group: string }).group];
  }
  keep(changes);
}

/** The contract group of an id, with the names of its read and write endpoints (ethernetGroup, saveEthernetGroup). */
function endpointsOf(group: string) {
  const entry = Object.entries(SETTINGS_GROUP_BY_NAME).find(([, g]) => g.id === group);
  if (!entry) throw new Error(`no settings group ${group}`);
  const [name] = entry;
  const all = settingsEndpoints as unknown as Record<
    string,
    { initiate: (arg?: unknown, options?: { forceRefetch?: boolean; subscribe?: boolean }) => unknown }
  >;
  return { read: all[name]!, write: all[`save${name.charAt(0).toUpperCase()}${name.slice(1)}`]! };
}

type Started = { unwrap: () => Promise<unknown> };
const run = (dispatch: AppDispatch, action: unknown) => dispatch(action as never) as unknown as Started;

/** The pending change of one group, as the screen that made it sees it. */
export function usePendingNetworkChange(group: string) {
  const dispatch = useAppDispatch();
  const change = useAppSelector((state) => injected.selectors.selectChanges(state)[group]);
  return {
    change,
    start: (next: Omit<PendingNetworkChange, 'group' | 'by' | 'tab'>) =>
      persisted(dispatch, changeStarted({ ...next, group, by: pageSignedInAs(), tab: thisTab() })),
    settle: (outcome?: NetworkChangeOutcome) => persisted(dispatch, changeSettled({ group, outcome })),
  };
}

/**
 * Every pending change (this tab's or another's), with what the console-wide banner does with one: keep it,
 * revert it, or (its time over) read the group again, which shows whether the device put the
 * previous settings back; and the notice of the last one that ended.
 */
export function usePendingNetworkChanges() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === NETWORK_PENDING_KEY || event.key === null) dispatch(changesSynced(stored()));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);
  const changes = useAppSelector((state) => injected.selectors.selectChanges(state));
  const notice = useAppSelector((state) => injected.selectors.selectNotice(state));
  const settle = (group: string, outcome: NetworkChangeOutcome) => persisted(dispatch, changeSettled({ group, outcome }));
  const account = pageSignedInAs();
  return {
    // Another account's change stays its own: it reverts by itself unless that account keeps it.
    changes: Object.values(changes).filter((change) => !change.by || change.by === account),
    /** Whether this tab made the change (and so may keep a same-address one by itself). */
    madeHere: (change: PendingNetworkChange) => change.tab === thisTab(),
    notice,
    closeNotice: () => dispatch(noticeClosed()),
    keep: async (change: PendingNetworkChange) => {
      await run(dispatch, endpointsOf(change.group).write.initiate({ keep: 1 })).unwrap();
      settle(change.group, 'kept');
    },
    revert: async (change: PendingNetworkChange) => {
      await run(dispatch, endpointsOf(change.group).write.initiate({ ...change.previous, revert: 1 })).unwrap();
      settle(change.group, 'reverted');
    },
    expired: async (change: PendingNetworkChange) => {
      const read = run(dispatch, endpointsOf(change.group).read.initiate(undefined, { forceRefetch: true, subscribe: false }));
      const answer = (await read.unwrap().catch(() => undefined)) as { rollbackms?: unknown } | undefined;
      // Still pending (a clock that ran ahead of the device's): the banner counts the device's time again.
      if (answer && typeof answer.rollbackms === 'number' && answer.rollbackms > 0) {
        persisted(dispatch, changeStarted({ ...change, deadline: Date.now() + answer.rollbackms }));
      } else {
        settle(change.group, 'restored');
      }
    },
  };
}
