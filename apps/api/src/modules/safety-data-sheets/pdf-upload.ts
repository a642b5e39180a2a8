import type { FastifyRequest } from 'fastify';
import {
  PDF_SIGNATURE,
  SDS_MAX_BYTES,
  SDS_MESSAGES,
  isPdf,
  keptFileName,
} from '@labshop/domain/chemicals/safety-data-sheet';
import { AppError } from '../../errors.ts';

export interface PdfUpload {
  data: Buffer;
  /** The name the admin's file had, cleaned and bounded (keptFileName). */
  fileName: string;
}

// Room for the multipart boundaries and part headers around the one file.
const FORM_OVERHEAD_BYTES = 16 * 1024;
const FILE_FIELD = 'file';

const tooLarge = () =>
  new AppError('FILE_TOO_LARGE', SDS_MESSAGES.tooLarge, 413, { file: SDS_MESSAGES.tooLarge });
const notPdf = () =>
  new AppError('NOT_PDF', SDS_MESSAGES.notPdf, 400, { file: SDS_MESSAGES.notPdf });
const missing = () =>
  new AppError('NO_FILE', SDS_MESSAGES.missing, 400, { file: SDS_MESSAGES.missing });

/**
 * The one PDF of a multipart body under `file`, judged while it streams in: a declared length
 * beyond the limit is refused before a byte is read, a file whose first bytes are not a PDF's
 * as soon as they arrive, and one that grows past 5 MB at that byte; nothing is kept from a
 * refused upload.
 */
export async function readPdfUpload(request: FastifyRequest): Promise<PdfUpload> {
  if (!request.isMultipart()) {
    throw new AppError('NOT_MULTIPART', 'Send the file as multipart/form-data.', 400);
  }
  const declared = Number(request.headers['content-length']);
  if (declared > SDS_MAX_BYTES + FORM_OVERHEAD_BYTES) throw tooLarge();

  let upload: PdfUpload | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: SDS_MAX_BYTES, files: 1, fields: 2, fieldSize: 256, parts: 3 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== FILE_FIELD) {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      let received = 0;
      let isJudged = false;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        received += chunk.length;
        chunks.push(chunk);
        // Judged on the first bytes, so a 5 MB picture is refused without reading the rest.
        if (!isJudged && received >= PDF_SIGNATURE.length) {
          if (!isPdf(Buffer.concat(chunks))) throw notPdf();
          isJudged = true;
        }
      }
      if (part.file.truncated) throw tooLarge();
      if (received < PDF_SIGNATURE.length) throw notPdf();
      upload = { data: Buffer.concat(chunks, received), fileName: keptFileName(part.filename) };
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError('TOO_MANY_PARTS', 'Send one PDF file only.', 413);
    }
    throw error;
  }
  if (!upload) throw missing();
  return upload;
}
