import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from '#api/lib/errors.js';

/** Room for the form's boundaries and text fields beside the picture. */
const FORM_OVERHEAD = 64 * 1024;
const FIELD_BYTES = 2048;

export interface UploadForm {
  file: Buffer | null;
  fields: Record<string, string>;
}

const tooLarge = (maxMb: number) =>
  new AppError('TOO_LARGE', `The picture is larger than ${maxMb} MB. Please choose a smaller one.`);

/** A parser failure as the admin should read it; busboy's own errors (a cut-off form) carry no status. */
function formError(error: unknown, maxMb: number): unknown {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(maxMb);
    case 'FST_FILES_LIMIT':
      return invalid('Send one picture per upload.');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return invalid('The form has more fields than an upload takes: file, categorySlug and filename.');
    default:
      return invalid('The upload was cut short or is not a valid form. Please try again.');
  }
}

/**
 * The file part's bytes, refused the moment they pass the limit. (The plugin's own toBuffer
 * notices the limit only when the part ends, that is after the whole body has arrived.)
 */
function readFile(part: MultipartFile, maxMb: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    part.file.on('data', (chunk: Buffer) => chunks.push(chunk));
    part.file.once('limit', () => {
      chunks.length = 0;
      reject(tooLarge(maxMb));
    });
    part.file.once('end', () => resolve(Buffer.concat(chunks)));
    part.file.once('error', reject);
  });
}

/**
 * Reads the multipart upload form: the picture in `file` (held in memory, at most `maxMb`) and
 * the text fields. Parts may come in any order. A picture over the limit is refused as soon as
 * that is known: from the declared length before any of the body is read, else when the
 * `maxMb`-th megabyte arrives.
 */
export async function readUploadForm(req: FastifyRequest, maxMb: number): Promise<UploadForm> {
  const maxBytes = maxMb * 1024 * 1024;
  if (Number(req.headers['content-length']) > maxBytes + FORM_OVERHEAD) throw tooLarge(maxMb);
  if (!req.isMultipart()) throw invalid('Send the picture as multipart/form-data, in a field named file.');
  let file: Buffer | null = null;
  let strayField: string | null = null;
  const fields: Record<string, string> = {};
  try {
    const parts = req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 8, fieldSize: FIELD_BYTES, parts: 9 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname === 'file') {
          file = await readFile(part, maxMb);
        } else {
          // Drained, so the rest of the form is still read.
          strayField = part.fieldname;
          part.file.resume();
        }
      } else {
        if (part.valueTruncated) throw invalid(`${part.fieldname} is too long.`);
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw formError(error, maxMb);
  }
  if (strayField) throw invalid(`Send the picture in the field named file (it came as ${strayField.slice(0, 40)}).`);
  return { file, fields };
}
