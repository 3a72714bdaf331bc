import multipart from '@fastify/multipart';
import { parseFields } from '@loyalty/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { AppError } from '../../lib/errors';

/** The most one uploaded file may hold: a phone's photo or a designer's PDF flyer. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const MB = MAX_UPLOAD_BYTES / 1024 / 1024;

/**
 * Registers `routes` in a scope of their own that reads multipart forms (every other admin
 * route takes JSON only).
 */
export function withUploads(app: FastifyInstance, routes: (scope: FastifyInstance) => void) {
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 12, fields: 20, fieldSize: 20_000, parts: 40 },
    });
    routes(scope);
  });
}

export interface Upload<T> {
  fields: T;
  /** The files by form field, in the order sent. */
  files: Record<string, Buffer[]>;
}

/** An AppError about one file field, so a form shows it by the field. */
export const fileRefused = (field: string, message: string, status = 400) =>
  new AppError(status, 'BAD_FILE', message, { [field]: message });

/**
 * A multipart form: its text fields checked with `schema` (refused with a reason per field)
 * and the files of the named fields; other files are skipped unread.
 */
export async function readUpload<S extends z.ZodMiniType>(
  request: FastifyRequest,
  schema: S,
  fileFields: readonly string[],
): Promise<Upload<z.output<S>>> {
  if (!request.isMultipart())
    throw new AppError(415, 'NOT_MULTIPART', 'Send the form as multipart/form-data.');
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer[]> = {};
  let current = '';
  try {
    for await (const part of request.parts()) {
      current = part.fieldname;
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (fileFields.includes(part.fieldname)) {
        const bytes = await part.toBuffer();
        if (bytes.length > 0) (files[part.fieldname] ??= []).push(bytes);
      } else part.file.resume();
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw fileRefused(current, `A file may hold at most ${MB} MB.`, 413);
    throw new AppError(400, 'BAD_MULTIPART', 'The upload could not be read. Please try again.');
  }
  const parsed = parseFields(schema, fields);
  if (!parsed.ok) throw new AppError(400, 'INVALID_INPUT', parsed.message, parsed.fields);
  return { fields: parsed.data, files };
}

/** Runs an image check and names the field when the picture is refused. */
export async function asFieldRefusal<T>(field: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.status === 400 && !error.fields)
      throw new AppError(400, error.code, error.message, { [field]: error.message });
    throw error;
  }
}
