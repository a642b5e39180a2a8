// Uploaded images are stored twice: the re-encoded picture (/uploads/<name>.png or .jpg) and
// a small WebP for cards and tables beside it (/uploads/<name>.card.webp).

const UPLOADED = /^\/uploads\/([A-Za-z0-9_-]+)\.(png|jpg)$/;

/** The small version of an uploaded image; other URLs (seeded WebPs) are already small. */
export function cardImageUrl(url: string): string {
  const match = UPLOADED.exec(url);
  return match ? `/uploads/${match[1]}.card.webp` : url;
}
