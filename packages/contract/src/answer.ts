import * as z from 'zod/mini';
import { optText, statusValue } from './readers';

/**
 * The status fields of an answer in our canonical casing. Other casings (`Status`, `Message`…)
 * are read by `readStatus`; the schemas keep the canonical names only.
 */
export const statusFields = { STATUS: statusValue, MESSAGE: optText };

/**
 * An answer: status fields plus the call's payload. A schema accepts the failure form too
 * (`{ STATUS: false, MESSAGE }`): lists read as [] when missing and single records are optional,
 * so a client may parse any answer and decide on `readStatus(answer).ok`.
 */
export function answer<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.object({ ...statusFields, ...shape });
}
