import { answerOf, api, goformRequest, UpdateMachine, type ParsedAnswer, type UploadProgress } from '@tac/goform';

export type UpgradeAnswer = ParsedAnswer<typeof UpdateMachine>;

export interface UpgradeInput {
  file: File;
  onProgress: (progress: UploadProgress) => void;
}

/**
 * A firmware image of up to 32 MiB may crawl over a weak Wi-Fi link: this one call gets an
 * hour instead of the 60 s of every other call (SPEC §9); the user can cancel it.
 */
export const UPLOAD_TIMEOUT_MS = 60 * 60_000;

export const firmwareEndpoints = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // ownsRestart: the screen counts down and waits for the device instead of the 1 s logout.
    // quiet: a refusal shows once, on the page (the screen words it), not also as a toast.
    machineFirmwareUpload: build.mutation<UpgradeAnswer, UpgradeInput>({
      query: ({ file, onProgress }) => {
        const form = new FormData();
        form.append('firmware', file, file.name);
        return goformRequest(UpdateMachine, form, {
          timeout: UPLOAD_TIMEOUT_MS,
          onUploadProgress: onProgress,
          ownsRestart: true,
          quiet: true,
        });
      },
      transformResponse: answerOf(UpdateMachine),
    }),
  }),
});

export const { useMachineFirmwareUploadMutation } = firmwareEndpoints;
