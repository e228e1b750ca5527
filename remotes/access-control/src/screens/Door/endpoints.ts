import { AcknowledgeAlarm, answerOf, api, DoorControl, followLiveDoor, GetDoorState, goformRequest, type ParsedAnswer, type RequestOf } from '@tac/goform';

export type DoorStateAnswer = ParsedAnswer<typeof GetDoorState>;

/**
 * An action answers the door's state after it: shown at once, so the screen never offers for a
 * moment what is already done (an alarm acknowledged) while the door is read again.
 */
async function showAnsweredState(_input: unknown, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: DoorStateAnswer }> }) {
  const answered = await queryFulfilled.then(({ data }) => data, () => undefined);
  // A refusal answers no state: the door is read again anyway.
  if (answered?.code === 'success') dispatch(doorApi.util.updateQueryData('accessControlDoorState', undefined, (cached) => ({ ...cached, ...answered })));
}

// After a change the screen also reads the state again at once rather than waiting for the next poll.
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
      onQueryStarted: showAnsweredState,
    }),
    accessControlAcknowledgeAlarm: build.mutation<ParsedAnswer<typeof AcknowledgeAlarm>, RequestOf<typeof AcknowledgeAlarm>>({
      query: (input) => goformRequest(AcknowledgeAlarm, input),
      transformResponse: answerOf(AcknowledgeAlarm),
      onQueryStarted: showAnsweredState,
    }),
  }),
});

export const { useAccessControlDoorStateQuery, useAccessControlDoorControlMutation, useAccessControlAcknowledgeAlarmMutation } = doorApi;
