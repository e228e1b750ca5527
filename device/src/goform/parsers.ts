import type { FastifyInstance } from 'fastify';
import { parse as parseQuery } from 'node:querystring';

/** An error the error handler answers as 10003 (the body could not be read). */
const badBody = () => Object.assign(new Error('unreadable body'), { statusCode: 400 });

/**
 * Body parsers of /goform/: JSON (an empty body is no fields), and anything else
 * read as JSON if it is JSON, else as a form — real terminals' scripts send
 * text/plain and worse.
 */
export function addBodyParsers(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body).trim();
    if (!text) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badBody(), undefined);
    }
  });
  scope.removeContentTypeParser('text/plain');
  scope.addContentTypeParser(['text/plain', '*'], { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body).trim();
    if (!text) return done(null, {});
    if (text.startsWith('{')) {
      try {
        return done(null, JSON.parse(text));
      } catch {
        return done(badBody(), undefined);
      }
    }
    done(null, { ...parseQuery(text) });
  });
}
