import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { onConnectionLost } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';

type FieldErrors = Record<string, string[]>;

/** Seconds a client is asked to wait after a 503: about what a restarted database or a new connection takes. */
const UNAVAILABLE_RETRY_SECONDS = 5;

/** "The per_page field ..." reads like the reference API's Laravel messages. */
function fieldMessage(field: string, message: string): string {
  const label = field.replace(/_/g, ' ');
  if (/received undefined|^Required/i.test(message)) return `The ${label} field is required.`;
  const expected = /^Invalid input: expected (\w+)/.exec(message)?.[1];
  if (expected)
    return `The ${label} must be ${expected === 'array' || expected === 'object' ? 'an' : 'a'} ${expected}.`;
  // Whole sentences ("The ...", "Confirm Password does not match.") are already what to show.
  if (/^The /.test(message) || /^[A-Z].*\.$/.test(message)) return message;
  return `The ${label} ${message.charAt(0).toLowerCase()}${message.slice(1)}`.replace(/\.?$/, '.');
}

/** A request schema's failures as per-field lists of messages, as a 422 answers them. */
export function validationFieldErrors(error: Error): FieldErrors {
  const errors: FieldErrors = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return errors;
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || (error.validationContext ?? 'body');
    (errors[field] ??= []).push(fieldMessage(field, issue.message ?? 'is invalid'));
  }
  return errors;
}

/**
 * One error handler for the whole API: validation -> 422 with per-field lists, AppError -> its
 * status, client errors Fastify raises (bad JSON, too large, wrong type) -> their 4xx, a
 * database that is unreachable or dropped the connection -> a 503 to retry shortly, anything
 * else -> a 500 that says nothing about internals (the log keeps the details). Messages are
 * written in English here; plugins/message-language.ts translates them per Accept-Language.
 * Connections the database drops while idle fail no request, and are logged here too.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  const unsubscribe = onConnectionLost((error) =>
    app.log.warn({ err: error }, 'database connection lost; a new one is opened on the next query'),
  );
  app.addHook('onClose', async () => unsubscribe());
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = validationFieldErrors(error);
      const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
      return reply.status(422).send({ message: first, errors });
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(error.body());
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_SECONDS))
        .send({ message: 'The shop is briefly unavailable. Please try again.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientMessage(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Server error. Please try again.' });
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty.';
    default:
      return error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'The request body is not valid JSON.'
        : error.message;
  }
}
