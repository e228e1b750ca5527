import { AcknowledgeAlarm, answerOf, api, DoorControl, followLiveDoor, GetDoorState, goformRequest, type ParsedAnswer, type RequestOf } from '@tac/goform';

export type DoorStateAnswer = ParsedAnswer<typeof GetDoorState>;

// After a change the screen reads the state again at once rather than waiting for the next poll.
const doorApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // Polled while the Door screen is open: a failed poll is the screen's to show (state unknown), not a toast
    // every two seconds, and a console left there still ends its session when idle.
    accessControlDoorState: build.query<DoorStateAnswer, void>({
      query: () => goformRequest(GetDoorState, {}, { quiet: true, refusalsAsErrors: true, background: true }),
      transformResponse: answerOf(GetDoorState),
      // The live stream's door states replace the cached one as they come, while the screen holds it.
      onCacheEntryAdded: followLiveDoor,
    }),
    accessControlDoorControl: build.mutation<ParsedAnswer<typeof DoorControl>, RequestOf<typeof DoorControl>>({
      query: (input) => goformRequest(DoorControl, input),
      transformResponse: answerOf(DoorControl),
    }),
    accessControlAcknowledgeAlarm: build.mutation<ParsedAnswer<typeof AcknowledgeAlarm>, RequestOf<typeof AcknowledgeAlarm>>({
      query: (input) => goformRequest(AcknowledgeAlarm, input),
      transformResponse: answerOf(AcknowledgeAlarm),
    }),
  }),
});

export const { useAccessControlDoorStateQuery, useAccessControlDoorControlMutation, useAccessControlAcknowledgeAlarmMutation } = doorApi;
