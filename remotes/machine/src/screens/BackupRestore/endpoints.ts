import {
  answerOf,
  api,
  goformRequest,
  RestoreBackup,
  SETTINGS_GROUPS,
  type Answer,
  type BackupChange,
  type GoformArgs,
  type GoformError,
  type BackupPreview,
  type ParsedAnswer,
} from '@tac/goform';

export type RestoreAnswer = ParsedAnswer<typeof RestoreBackup>;
type Pending = NonNullable<BackupPreview['rollback']>;

/** A backup of up to 32 MiB may take a while over a weak link: more than the usual 60 s. */
const RESTORE_TIMEOUT_MS = 10 * 60_000;

/** Everything a restore may change: every screen re-reads what it shows. */
const RESTORED = ['Settings', 'Network', 'Access', 'AccessGroups', 'Users', 'SystemInfo', 'Report'] as const;

type BaseQuery = (args: GoformArgs) => unknown;

/** Settings writes one after the other, each on its group's own call; the first refusal stops them. */
async function writeInTurn(baseQuery: BaseQuery, writes: { write: string; fields: Record<string, unknown> }[]) {
  for (const { write, fields } of writes) {
    const group = SETTINGS_GROUPS.find((g) => g.write.name === write);
    if (!group) continue;
    const result = (await baseQuery(goformRequest(group.write, fields as never))) as { data?: Answer; error?: GoformError };
    if (result.error) return { error: result.error };
    if (result.data?.code !== 'success') {
      return { error: { status: 'DEVICE', retvalue: 10003, msg: '10003', answer: result.data } as GoformError };
    }
  }
  return { data: null };
}

export const backupEndpoints = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // quiet: a refused file is said on the page, next to the file, not also in a toast.
    backupRestore: build.mutation<
      RestoreAnswer,
      { file: File; mode: 'check' | 'apply'; foreign?: boolean; passphrase?: string; groups?: readonly string[] }
    >({
      query: ({ file, mode, foreign, passphrase, groups }) => {
        const form = new FormData();
        form.append('mode', mode);
        // Only the groups the administrator ticked; without it the device restores every group of the file.
        if (groups) form.append('groups', groups.join(','));
        // An encrypted file (one with users): the passphrase it was made with, in the body only.
        if (passphrase) form.append('passphrase', passphrase);
        // A file this device did not sign: the administrator said they trust it.
        if (foreign) form.append('foreign', '1');
        form.append('backup', file, file.name);
        return goformRequest(RestoreBackup, form, { timeout: RESTORE_TIMEOUT_MS, quiet: true });
      },
      transformResponse: answerOf(RestoreBackup),
      invalidatesTags: (result, _error, { mode }) => (mode === 'apply' && result?.code === 'success' ? [...RESTORED] : []),
    }),
    /** Keeps the restored network settings: keep=1 on each group's own write, as its screen does. */
    backupKeepNetwork: build.mutation<null, Pending>({
      queryFn: (pending, _api, _extra, baseQuery) => writeInTurn(baseQuery, pending.map(({ write }) => ({ write, fields: { keep: 1 } }))),
      invalidatesTags: ['Settings', 'Network'],
    }),
    /**
     * Puts the network settings the restore replaced back at once, as a Network screen's Revert
     * does: revert=1 on each group's own write (the device holds the previous values, secrets included).
     */
    backupRevertNetwork: build.mutation<null, { pending: Pending; changes: BackupChange[] }>({
      queryFn: ({ pending }, _api, _extra, baseQuery) => writeInTurn(baseQuery, pending.map(({ write }) => ({ write, fields: { revert: 1 } }))),
      invalidatesTags: ['Settings', 'Network'],
    }),
  }),
});

export const { useBackupRestoreMutation, useBackupKeepNetworkMutation, useBackupRevertNetworkMutation } = backupEndpoints;
