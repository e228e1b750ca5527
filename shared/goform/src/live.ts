import { useEffect, useSyncExternalStore } from 'react';
import { fetchEventSource, type EventSourceMessage } from '@microsoft/fetch-event-source';
import { getLanguage } from '@tac/i18n';
import { BACKGROUND_CALL_HEADER } from './contract/binding';
import type { DoorState } from './contract/door';
import {
  LIVE_ALARMS_MESSAGE,
  LIVE_DOOR_MESSAGE,
  LIVE_REFETCH_MESSAGE,
  LIVE_STREAM_TYPE,
  LiveEvents,
  type LiveAlarms,
} from './contract/live';
import type { AppDispatch } from '@tac/goform/core';
import { selectFuns, selectToken, useAppDispatch, useAppSelector } from '@tac/goform/core';
import { api } from './api';
import { goformUrl } from './url';

/** off: no stream (logged out, no right, or a terminal without the call); up: the stream is open. */
export type LiveStatus = 'off' | 'connecting' | 'up';

export interface LiveState {
  status: LiveStatus;
  /** The door's alarms in force as the stream last said (none until it says). */
  alarms: LiveAlarms;
}

/** Waits before another try after the stream broke, growing to a minute while the device does not answer. */
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 60_000;
/** New rows refresh the event list at most this often (a busy door adds many at once). */
const EVENTS_REFRESH_MS = 1000;

const NO_ALARMS: LiveAlarms = { door: 1, alarms: [] };
let state: LiveState = { status: 'off', alarms: NO_ALARMS };
const watchers = new Set<() => void>();
const doorListeners = new Set<(door: DoorState) => void>();

function update(next: Partial<LiveState>): void {
  state = { ...state, ...next };
  for (const watcher of watchers) watcher();
}

const watch = (watcher: () => void) => {
  watchers.add(watcher);
  return () => void watchers.delete(watcher);
};

/** The live stream's status and the alarms in force, for a component (the shell's banner, the Door screen's poll). */
export const useLive = (): LiveState => useSyncExternalStore(watch, () => state);

/** Calls `listener` with each door state the stream carries (the Door screen's cache follows it); answers the unsubscribe. */
export function onLiveDoor(listener: (door: DoorState) => void): () => void {
  doorListeners.add(listener);
  return () => void doorListeners.delete(listener);
}

/** What followLiveDoor needs of RTK Query's cache entry lifecycle (its update recipe changes the draft). */
export interface DoorCacheEntry {
  updateCachedData(recipe: (cached: DoorState) => void): unknown;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
}

/**
 * A door-state query's onCacheEntryAdded: once loaded, the live stream's door states replace the
 * cached one as they come, while the entry lives (the Door screen's poll, the status home's tile).
 */
export async function followLiveDoor(_arg: unknown, { updateCachedData, cacheDataLoaded, cacheEntryRemoved }: DoorCacheEntry): Promise<void> {
  const loaded = await cacheDataLoaded.then(() => true, () => false);
  if (!loaded) return;
  const stop = onLiveDoor((door) => updateCachedData((cached) => void Object.assign(cached, door)));
  await cacheEntryRemoved;
  stop();
}

/** The stream's messages into the console: the door to its listeners, the alarms to the banner, new rows to the event list. */
function receiver(dispatch: AppDispatch) {
  let eventsRefreshAt = 0;
  let eventsTimer: ReturnType<typeof setTimeout> | undefined;
  const refreshEvents = () => {
    if (eventsTimer) return;
    eventsTimer = setTimeout(() => {
      eventsTimer = undefined;
      eventsRefreshAt = Date.now();
      dispatch(api.util.invalidateTags(['Events']));
    }, Math.max(0, eventsRefreshAt + EVENTS_REFRESH_MS - Date.now()));
  };
  return {
    onMessage(message: EventSourceMessage) {
      if (message.event === LIVE_DOOR_MESSAGE) {
        const door = JSON.parse(message.data) as DoorState;
        for (const listener of doorListeners) listener(door);
      } else if (message.event === LIVE_ALARMS_MESSAGE) update({ alarms: JSON.parse(message.data) as LiveAlarms });
      else if (message.event === LIVE_REFETCH_MESSAGE || message.id) refreshEvents();
    },
    stop: () => clearTimeout(eventsTimer),
  };
}

/** A terminal that does not know the call answers the envelope (or 404): no live stream, and nothing to tell the user. */
class NoLiveStream extends Error {}

/**
 * Opens the console page's one live stream with the session's token (GET /goform/LiveEvents,
 * server-sent events; EventSource cannot send X-Token). It reconnects by itself after a break,
 * resuming from the last event id, and stays quiet — no toast, no retry — on a terminal that
 * does not answer it. Answers the close, for logout and the session's end.
 */
export function openLiveStream(token: string, dispatch: AppDispatch): () => void {
  const controller = new AbortController();
  const messages = receiver(dispatch);
  let retryMs = RETRY_FIRST_MS;
  update({ status: 'connecting' });
  void fetchEventSource(goformUrl(LiveEvents.name), {
    headers: { 'X-Token': token, 'X-Lang': getLanguage(), [BACKGROUND_CALL_HEADER]: '1', accept: LIVE_STREAM_TYPE },
    signal: controller.signal,
    // An alarm must reach a console in a tab the visitor is not looking at.
    openWhenHidden: true,
    async onopen(response) {
      if (!response.ok || !response.headers.get('content-type')?.startsWith(LIVE_STREAM_TYPE)) throw new NoLiveStream();
      retryMs = RETRY_FIRST_MS;
      update({ status: 'up' });
    },
    onmessage: messages.onMessage,
    onclose() {
      // The device ended the stream (its session ended, it restarted, it cut a slow reader): try again; a refusal then stops it.
      throw new Error('stream closed');
    },
    onerror(error) {
      if (error instanceof NoLiveStream) throw error;
      update({ status: 'connecting' });
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      return retryMs / 2;
    },
  }).catch(() => update({ status: 'off' }));
  return () => {
    controller.abort();
    messages.stop();
    update({ status: 'off', alarms: NO_ALARMS });
  };
}

/**
 * The page's live stream while a session with the event log's right is open (the shell's layout
 * holds it): opened after login, closed at logout or when the session ends. `enabled` false
 * (a rehearsal of the layout) opens none.
 */
export function useLiveStream(enabled = true): void {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const mayRead = useAppSelector(selectFuns).includes(LiveEvents.access);
  useEffect(() => (enabled && token && mayRead ? openLiveStream(token, dispatch) : undefined), [enabled, token, mayRead, dispatch]);
}
