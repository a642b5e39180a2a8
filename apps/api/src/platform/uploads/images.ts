import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_MESSAGES } from '@labshop/domain/validation/category';
import { cardImageUrl } from '@labshop/domain/images';
import { AppError } from '../../errors.ts';
import type { Storage } from '../storage/storage.ts';

/** A checked, re-encoded upload ready to store. */
export interface PreparedImage {
  readonly extension: 'png' | 'jpg';
  readonly full: Buffer;
  readonly card: Buffer;
}

const FULL_MAX_PX = 1600;
const CARD_MAX_PX = 480;
// A decompression bomb (a tiny PNG declaring 50k x 50k pixels) is refused before decoding.
const MAX_INPUT_PIXELS = 40_000_000;

function refused(field: string, message: string = IMAGE_MESSAGES.type): AppError {
  return new AppError('BAD_IMAGE', message, 400, { [field]: message });
}

/**
 * Judges the bytes (never the name or declared type): only PNG and JPEG pass. The image is
 * decoded and encoded again, which drops EXIF and other metadata and anything hidden after
 * the picture data, and a small WebP is made for cards.
 */
export async function prepareImage(data: Buffer, field = 'image'): Promise<PreparedImage> {
  const type = await fileTypeFromBuffer(data);
  if (type?.mime !== 'image/png' && type?.mime !== 'image/jpeg') throw refused(field);
  try {
    // rotate() applies the EXIF orientation before the metadata holding it is dropped.
    const source = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const resized = source
      .clone()
      .resize({ width: FULL_MAX_PX, height: FULL_MAX_PX, fit: 'inside', withoutEnlargement: true });
    const full =
      type.mime === 'image/png'
        ? await resized.png({ compressionLevel: 9 }).toBuffer()
        : await resized.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    const card = await source
      .clone()
      .resize({ width: CARD_MAX_PX, height: CARD_MAX_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { extension: type.mime === 'image/png' ? 'png' : 'jpg', full, card };
  } catch {
    throw refused(field, 'The image could not be read.');
  }
}

/** Stores both sizes; the card's URL is derived from the full one (cardImageUrl). */
export async function storeImage(storage: Storage, image: PreparedImage): Promise<string> {
  const url = await storage.save(image.full, image.extension);
  await storage.saveAs(cardImageUrl(url), image.card);
  return url;
}

/** Removes an image and its card version; failures are left for a later cleanup. */
export async function removeImages(storage: Storage, urls: readonly string[]): Promise<void> {
  await Promise.allSettled(
    urls.flatMap((url) => {
      const card = cardImageUrl(url);
      return card === url ? [storage.remove(url)] : [storage.remove(url), storage.remove(card)];
    }),
  );
}
