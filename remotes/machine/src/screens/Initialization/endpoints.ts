import { answerOf, api, goformRequest, InitMachine, type AnswerEnvelope, type RequestOf, type ResponseOf } from '@tac/goform';

export type InitInput = RequestOf<typeof InitMachine>;
/** 10003 (nothing chosen) comes back as an answer, not an error (SPEC §7). */
export type InitAnswer = AnswerEnvelope & Partial<ResponseOf<typeof InitMachine>>;

export const initMachineEndpoints = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // ownsRestart: the screen counts down and waits for the device instead of the 1 s logout.
    machineInit: build.mutation<InitAnswer, InitInput>({
      query: (input) => goformRequest(InitMachine, input, { ownsRestart: true }),
      transformResponse: answerOf(InitMachine),
    }),
  }),
});

export const { useMachineInitMutation } = initMachineEndpoints;
