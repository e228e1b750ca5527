import { answerOf, api, goformRequest, RestartMachine, type ParsedAnswer } from '@tac/goform';

export type RestartAnswer = ParsedAnswer<typeof RestartMachine>;

export const restartMachineEndpoints = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // ownsRestart: the screen counts down and waits for the device instead of the 1 s logout.
    machineRestart: build.mutation<RestartAnswer, void>({
      query: () => goformRequest(RestartMachine, {}, { ownsRestart: true }),
      transformResponse: answerOf(RestartMachine),
    }),
  }),
});

export const { useMachineRestartMutation } = restartMachineEndpoints;
