// Files the shop serves (product, category and banner images) go through this interface, so a
// cloud bucket can replace the local disk without touching the modules.
export interface Storage {
  /** Stores the bytes under a fresh name and returns the public URL path, e.g. /uploads/ab12.webp */
  save(data: Buffer, extension: string): Promise<string>;
  /** Stores the bytes at a URL path of this storage (a derived name, e.g. a card version). */
  saveAs(url: string, data: Buffer): Promise<void>;
  /** Removes a file previously returned by save; unknown URLs are ignored. */
  remove(url: string): Promise<void>;
}
