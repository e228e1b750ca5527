import { validate } from '@readme/openapi-parser';
import { pathOf } from '@tac/goform/contract';
import { contractEndpoints, openApiText } from '@tac/goform/contract/openapi';
import { modules } from './modules';
import { startTestDevice, type TestDevice } from './testing/harness';

describe('GET /goform/openapi.json', () => {
  let t: TestDevice;
  beforeAll(async () => {
    t = await startTestDevice();
  });
  afterAll(() => t.app.close());

  it('serves the document generated from the contract, as JSON, to anyone (no session)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/goform/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toBe(openApiText());
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/goform/openapi.json' });
    const doc = JSON.parse(res.body) as { openapi: string };
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes exactly the calls the emulator serves, at their paths', async () => {
    const doc = JSON.parse((await t.app.inject({ method: 'GET', url: '/goform/openapi.json' })).body) as {
      paths: Record<string, unknown>;
    };
    const served = modules.flatMap((m) => m.routes.map((r) => pathOf(r.contract))).sort();
    expect(Object.keys(doc.paths).sort()).toEqual(served);
    expect(contractEndpoints().map(pathOf).sort()).toEqual(served);
  });

  it('leaves the other names to the generic call route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/goform/openapi.yaml' });
    expect(JSON.parse(res.body)).toMatchObject({ code: 'fail', retvalue: 10003 });
  });
});
