import { parseWith, registry, serverPath } from '@loyalty/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';

const def = registry.ProfilePictureUploader;
const FIELD = 'myFile';

const tooLarge = () => new AppError(413, 'FILE_TOO_LARGE', 'The picture is larger than 5 MB.');

/** Reading ProfilePictureUploader's multipart form: the text fields (checked) and the file. */
export const pictureUpload = {
  path: serverPath(def),

  async read(request: FastifyRequest) {
    if (!request.isMultipart()) {
      throw new AppError(
        415,
        'NOT_MULTIPART',
        `Send the picture as multipart/form-data in the field ${FIELD}.`,
      );
    }
    const fields: Record<string, string> = {};
    let file: Buffer | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') fields[part.fieldname] = String(part.value);
        else if (part.fieldname === FIELD) file = await part.toBuffer();
        else part.file.resume();
      }
    } catch (error) {
      if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw new AppError(400, 'BAD_MULTIPART', 'The upload could not be read. Please try again.');
    }
    const parsed = parseWith(def.request, fields);
    if (!parsed.ok) throw new AppError(400, 'INVALID_BODY', parsed.message);
    if (!file || file.length === 0) {
      throw new AppError(400, 'NO_FILE', `Choose a picture to upload (field ${FIELD}).`);
    }
    return { fields: parsed.data, file };
  },
};
