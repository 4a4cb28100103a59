import type { LightMyRequestResponse } from 'fastify';
import { VALIDATED_HEADER } from './instrument.ts';

const wholeParts = new Set(['body', 'querystring', 'params']);

/**
 * What is wrong with a 4xx answer, or null. It must be the JSON envelope `{ message, errors? }`;
 * `errors` must name, with at least one message each, fields of the call (`fields`; `a.0.b`
 * names field `a`) or the part of the request that is not an object at all. A 422 must carry
 * `errors`, unless the input passed validation and the route refused because of the state of
 * things (a quote no longer pending), where no field is at fault.
 */
export function envelopeProblem(res: LightMyRequestResponse, fields: ReadonlySet<string>): string | null {
  let body: { message?: unknown; errors?: unknown };
  try {
    body = res.json();
  } catch {
    return 'the body is not JSON';
  }
  if (typeof body.message !== 'string' || body.message.trim() === '') return 'no message';
  const errors = body.errors as Record<string, unknown> | undefined;
  if (errors === undefined) {
    return res.statusCode === 422 && !res.headers[VALIDATED_HEADER] ? 'a 422 without field errors' : null;
  }
  if (!errors || typeof errors !== 'object' || Object.keys(errors).length === 0) return 'empty field errors';
  for (const [field, messages] of Object.entries(errors)) {
    const top = field.split('.')[0] ?? '';
    if (!fields.has(top) && !wholeParts.has(field)) return `"${field}" is not a field of this call`;
    if (!Array.isArray(messages) || messages.length === 0 || messages.some((m) => typeof m !== 'string' || !m.trim()))
      return `no message for ${field}`;
  }
  return null;
}
