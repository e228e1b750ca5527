import { api, goformRequest, RestartMachine, type AnswerEnvelope, type ResponseOf } from '@tac/goform';

export type RestartAnswer = AnswerEnvelope & ResponseOf<typeof RestartMachine>;

export const restartMachineEndpoints = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // ownsRestart: the screen counts down and waits for the device instead of the 1 s logout.
    machineRestart: build.mutation<RestartAnswer, void>({
      query: () => goformRequest(RestartMachine, {}, { ownsRestart: true }),
      transformResponse: (answer) => answer as unknown as RestartAnswer,
    }),
  }),
});

export const { useMachineRestartMutation } = restartMachineEndpoints;
