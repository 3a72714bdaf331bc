import { z } from 'zod';
import type { JsonSchema } from './openapi-types';

/**
 * A zod (or zod/mini) schema as JSON Schema 2020-12, the dialect of OpenAPI 3.1. Always the
 * input side: a request is what a client may send, and a response is what the contract's
 * reader accepts (our server answers in one exact form of it). Transforms cannot be described
 * and come out as "any"; the fields around them still show.
 */
export function toJsonSchema(schema: z.core.$ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** `{ STATUS: false, MESSAGE }`: every refusal of the server. */
export const failureSchema: JsonSchema = {
  type: 'object',
  properties: { STATUS: { const: false }, MESSAGE: { type: 'string' } },
  required: ['STATUS', 'MESSAGE'],
};
