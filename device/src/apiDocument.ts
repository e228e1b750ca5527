import type { FastifyInstance } from 'fastify';
import { OPENAPI_PATH, openApiText } from '@tac/goform/contract/openapi';

/**
 * GET /goform/openapi.json: the device API as OpenAPI 3.1, generated at start from the same
 * contract the emulator validates with, so it cannot lag. Public documentation: no session.
 * A static route, so it wins over the generic /goform/:name call route.
 */
export function registerApiDocument(app: FastifyInstance): void {
  let text: string | undefined;
  app.get(OPENAPI_PATH, (_request, reply) => {
    text ??= openApiText();
    return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(text);
  });
}
