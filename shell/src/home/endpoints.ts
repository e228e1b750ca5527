import {
  answerOf,
  api,
  datetimeGroup,
  GetDeviceStatus,
  GetDoorState,
  GetPushState,
  goformRequest,
  followLiveDoor,
  searchEvents,
  SetInfoParam,
  type ParsedAnswer,
} from '@tac/goform';

/**
 * The home's reads: refreshed in the background (they do not keep the session alive) and quiet,
 * each tile showing its own failure; a refusal (10003 of a terminal without the call, a right
 * withdrawn) is a failure of that tile too, never a toast.
 */
const BACKGROUND = { quiet: true, refusalsAsErrors: true, background: true } as const;

/** The last alarms the home lists, newest first. */
export const LAST_ALARMS = 5;

/** The device's wall clock, and the IANA zone it keeps when its firmware has one ('' or absent: none). */
export type DeviceClock = { date: string; time: string; timezone?: string };

const homeApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    shellStatusInfo: build.query<ParsedAnswer<typeof SetInfoParam>, void>({
      query: () => goformRequest(SetInfoParam, {}, BACKGROUND),
      transformResponse: answerOf(SetInfoParam),
    }),
    shellDeviceStatus: build.query<ParsedAnswer<typeof GetDeviceStatus>, void>({
      query: () => goformRequest(GetDeviceStatus, {}, BACKGROUND),
      transformResponse: answerOf(GetDeviceStatus),
    }),
    shellDeviceClock: build.query<DeviceClock, void>({
      query: () => ({ ...datetimeGroup.read, ...BACKGROUND }),
    }),
    shellPushState: build.query<ParsedAnswer<typeof GetPushState>, void>({
      query: () => goformRequest(GetPushState, {}, BACKGROUND),
      transformResponse: answerOf(GetPushState),
    }),
    shellDoorState: build.query<ParsedAnswer<typeof GetDoorState>, void>({
      query: () => goformRequest(GetDoorState, {}, BACKGROUND),
      transformResponse: answerOf(GetDoorState),
      onCacheEntryAdded: followLiveDoor,
    }),
    // The live stream's new events invalidate 'Events': the count and the last alarms follow at once.
    shellEventCount: build.query<ParsedAnswer<typeof searchEvents>, void>({
      query: () => goformRequest(searchEvents, { start: 0, limit: 1 }, BACKGROUND),
      transformResponse: answerOf(searchEvents),
      providesTags: ['Events'],
    }),
    shellLastAlarms: build.query<ParsedAnswer<typeof searchEvents>, void>({
      query: () => goformRequest(searchEvents, { start: 0, limit: LAST_ALARMS, type: 'alarm', order: 'desc' }, BACKGROUND),
      transformResponse: answerOf(searchEvents),
      providesTags: ['Events'],
    }),
  }),
});

export const {
  useShellStatusInfoQuery,
  useShellDeviceStatusQuery,
  useShellDeviceClockQuery,
  useShellPushStateQuery,
  useShellDoorStateQuery,
  useShellEventCountQuery,
  useShellLastAlarmsQuery,
} = homeApi;
