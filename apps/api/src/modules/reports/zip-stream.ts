import { PassThrough } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';

// A zip written as it is made: each file is compressed chunk by chunk into the response, and a
// writer waits when the client reads slower than the zip is made, so memory stays flat.

export class ClientGone extends Error {
  constructor() {
    super('The client closed the download');
  }
}

export interface ZipFile {
  /** Adds text to the file; resolves when the response can take more. */
  write(text: string): Promise<void>;
  close(): void;
}

export function createZipStream() {
  const stream = new PassThrough();
  const zip = new Zip((error, chunk, isFinal) => {
    if (error) {
      stream.destroy(error);
      return;
    }
    stream.write(chunk);
    if (isFinal) stream.end();
  });
  const encoder = new TextEncoder();

  async function roomToWrite(): Promise<void> {
    if (stream.destroyed) throw new ClientGone();
    if (!stream.writableNeedDrain) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        stream.off('drain', done);
        stream.off('close', done);
        resolve();
      };
      stream.on('drain', done);
      stream.on('close', done);
    });
    if (stream.destroyed) throw new ClientGone();
  }

  /**
   * Opens a file of the zip. Files may be written at the same time: the zip holds each file's
   * compressed bytes until the files before it are closed, and only then sends them.
   */
  function openFile(name: string): ZipFile {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    return {
      write: async (text) => {
        file.push(encoder.encode(text));
        await roomToWrite();
      },
      close: () => file.push(new Uint8Array(0), true),
    };
  }

  return { stream, openFile, end: () => zip.end() };
}
