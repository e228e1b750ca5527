import { http } from 'msw';
import { failure, success, writeHandler, type GroupCalls } from '@tac/goform/testing';
import { sectionTestKit } from '@tac/ui/testing';
import section from '../section';

export const { server, withFakeDevice, renderScreen } = sectionTestKit(section);
export { failure, success };

/** The fields a request carried: query parameters of a GET, the JSON body of a POST, as text. */
export async function fieldsOf(request: Request): Promise<Record<string, string>> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  delete query._t;
  if (request.method === 'GET') return query;
  const body = (await request.json()) as Record<string, unknown>;
  return { ...query, ...Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])) };
}

/**
 * A settings group on a fake device that confirms or reverts (DESIGN: confirm-or-revert):
 * Set<X> answers `state`, Get<X> records the call, merges it and answers the stored group
 * (plus `extra`, e.g. rollbackms, until a write with keep=1). revert=1 puts back the values
 * before the first write since the last keep=1, as the device does.
 */
export function fakeGroup(calls: GroupCalls, initial: Record<string, unknown>) {
  const group = {
    state: { ...initial },
    extra: {} as Record<string, unknown>,
    writes: [] as Record<string, string>[],
    failWith: undefined as number | undefined,
    previous: undefined as Record<string, unknown> | undefined,
  };
  server.use(
    http.get(`*/goform/${calls.read.name}`, () => success({ ...group.state, ...group.extra })),
    writeHandler(calls)(`*/goform/${calls.write.name}`, async ({ request }) => {
      const fields = await fieldsOf(request);
      group.writes.push(fields);
      if (group.failWith) return failure(group.failWith);
      const { keep, revert, ...values } = fields;
      if (revert === '1') {
        group.state = group.previous ?? group.state;
        group.previous = undefined;
        group.extra = {};
        return success(group.state);
      }
      group.previous ??= { ...group.state };
      group.state = { ...group.state, ...values };
      if (keep === '1') {
        group.extra = {};
        group.previous = undefined;
      }
      return success({ ...group.state, ...group.extra });
    }),
  );
  return group;
}
