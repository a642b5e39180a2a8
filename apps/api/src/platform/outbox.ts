import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes one outgoing message to DATA_DIR/outbox as <timestamp>-<kind>-<to>.<ext>, so a
 * developer (and the end-to-end tests) can read codes and links without a mail server.
 */
export function createOutboxWriter(dir: string) {
  let lastMs = 0;
  return async (kind: string, to: string, extension: string, data: string | Buffer) => {
    // Strictly increasing stamps keep two messages of the same millisecond apart and in order.
    lastMs = Math.max(Date.now(), lastMs + 1);
    const stamp = new Date(lastMs).toISOString().replace(/[:.]/g, '-');
    const safeTo = to.replace(/[^a-zA-Z0-9@._+-]/g, '_');
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `${stamp}-${kind}-${safeTo}.${extension}`);
    // Written aside, then renamed into place: a reader (the e2e tests poll this folder, now
    // that mail goes out from a job) never sees a message half written.
    const partial = path.join(dir, `.partial-${randomUUID()}`);
    await writeFile(partial, data, { mode: 0o600 });
    await rename(partial, file);
    return file;
  };
}
