import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';

interface SerializerInput {
  schema: unknown;
  method: string;
  url: string;
}

/**
 * Serializes answers as they are. With `validate`, an answer is first checked against its
 * route's response schema (lib/serve.ts), and one that differs fails rather than reaching a
 * client. The answer sent is the handler's own, never the schema's parse of it (which would
 * drop fields the schema does not name), so checking changes nothing a client receives.
 */
export function responseSerializer(validate: boolean) {
  return ({ schema, method, url }: SerializerInput) =>
    (data: unknown): string => {
      if (validate) {
        const result = (schema as z.ZodType).safeParse(data);
        if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
      }
      return JSON.stringify(data);
    };
}
