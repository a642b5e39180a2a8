import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads a multipart body (admin forms with images); others refuse one. */
    uploads?: boolean;
  }
}

export interface ReceivedFile {
  readonly fieldname: string;
  readonly data: Buffer;
}

/** Text fields (a repeated name becomes a list) and the file parts of one multipart body. */
export interface MultipartForm {
  readonly fields: Record<string, string | string[]>;
  readonly files: ReceivedFile[];
}

export interface MultipartLimits {
  /** Bytes per file. */
  readonly fileSize: number;
  readonly files: number;
  readonly fields: number;
  /** Bytes per text field. */
  readonly fieldSize: number;
  /** Shown (and keyed under `image`) when a file passes fileSize. */
  readonly fileTooLargeMessage: string;
}

const TOO_LARGE_CODES = new Set(['FST_REQ_FILE_TOO_LARGE']);
const TOO_MANY_CODES = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * Reads the whole form into memory within `limits`, before any of it is judged or stored.
 * Files are small (a few MB at most), so buffering is simpler than streaming and lets every
 * check run before anything touches the disk.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  limits: MultipartLimits,
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError('NOT_MULTIPART', 'Send the form as multipart/form-data.', 400);
  }
  const fields: Record<string, string | string[]> = {};
  const files: ReceivedFile[] = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.fileSize,
        files: limits.files,
        fields: limits.fields,
        fieldSize: limits.fieldSize,
        parts: limits.files + limits.fields,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        files.push({ fieldname: part.fieldname, data: await part.toBuffer() });
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) {
        throw new AppError('FIELD_TOO_LONG', `The field ${part.fieldname} is too long.`, 413);
      }
      // A part sent as application/json arrives parsed; the form schemas read JSON text.
      const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      const existing = fields[part.fieldname];
      if (existing === undefined) fields[part.fieldname] = value;
      else fields[part.fieldname] = [...(Array.isArray(existing) ? existing : [existing]), value];
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (TOO_LARGE_CODES.has(code)) {
      const message = limits.fileTooLargeMessage;
      throw new AppError('FILE_TOO_LARGE', message, 413, { image: message });
    }
    if (TOO_MANY_CODES.has(code)) {
      throw new AppError('TOO_MANY_PARTS', 'The form has too many files or fields.', 413);
    }
    throw error;
  }
  return { fields, files };
}

/** The single text value of a field; a repeated field counts as its last value. */
export function textOf(form: MultipartForm, name: string): string | undefined {
  const value = form.fields[name];
  return Array.isArray(value) ? value.at(-1) : value;
}
