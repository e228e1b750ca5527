import { queryOf } from '@tac/goform/testing';
import { sectionTestKit } from '@tac/ui/testing';
import section from '../section';

export const { server, withFakeDevice, renderScreen, inLanguage } = sectionTestKit(section, { showLocation: true });

/** The fields a request carried as text: its query (GET), its form with files by name, or its JSON body. */
export async function fieldsOf(request: Request): Promise<Record<string, string>> {
  if (request.method === 'GET') return queryOf(request);
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    return Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`]));
  }
  const body = (await request.json()) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]));
}
