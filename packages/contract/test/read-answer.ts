import type { ZodMiniType } from 'zod/mini';
import { parseWith, readStatus } from '../src/index';

/** What the client does with every answer: the tolerant status read, then the call's schema. */
export function readAnswer<S extends ZodMiniType>(schema: S, answer: unknown) {
  const reading = readStatus(answer);
  const parsed = parseWith(schema, reading.body);
  if (!parsed.ok) throw new Error(parsed.message);
  return { ...reading, data: parsed.data };
}
