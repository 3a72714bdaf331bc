import type { FastifyError, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isNumberRefusedByDatabase, OUT_OF_RANGE } from '../db/whole-numbers';
import { isDatabaseUnavailable } from '../db/errors';
import { AppError } from '../lib/errors';

function fail(
  reply: FastifyReply,
  status: number,
  message: string,
  fields?: Record<string, string>,
) {
  return reply
    .status(status)
    .send(
      fields ? { STATUS: false, MESSAGE: message, fields } : { STATUS: false, MESSAGE: message },
    );
}

/** Fastify's own client errors, answered in the wire's `{STATUS:false, MESSAGE}` form. */
const FASTIFY_CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Send the request body as application/json.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request body length is wrong.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
};

export const SERVICE_UNAVAILABLE = 'The service is busy. Please try again in a moment.';

function isPgDataException(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) && 'severity' in Object(error);
}

/**
 * One error handler for the whole server: every failure is `{STATUS:false, MESSAGE}` with
 * the right status, and a 5xx never tells the caller more than that something went wrong.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        if (error.status >= 500) request.log.error({ err: error }, error.message);
        return fail(reply, error.status, error.message, error.fields);
      }
      // The database timed out or went away: nothing was committed, and a retry may succeed.
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return fail(reply, 503, SERVICE_UNAVAILABLE);
      }
      const known = FASTIFY_CLIENT_ERRORS[error.code];
      if (known) return fail(reply, known[0], known[1]);
      // PostgreSQL's data exceptions (class 22): a NUL in text, a number past its range. The
      // contract lets such values through; the database refuses them, and nothing was written.
      if (isPgDataException(error)) return fail(reply, 400, 'A value in the request is not valid.');
      // SQLite's triggers refuse the points and fils PostgreSQL's integer columns would.
      if (isNumberRefusedByDatabase(error)) return fail(reply, 400, OUT_OF_RANGE);
      // Malformed JSON arrives as a SyntaxError with status 400 from the JSON parser.
      if (error instanceof SyntaxError || error.statusCode === 400) {
        return fail(reply, 400, 'The request body is not valid JSON.');
      }
      const status = error.statusCode ?? 500;
      if (status < 500) return fail(reply, status, error.message || 'The request was refused.');
      request.log.error({ err: error }, 'request failed');
      return fail(reply, 500, 'Something went wrong. Please try again.');
    });
  },
  { name: 'error-handler' },
);
