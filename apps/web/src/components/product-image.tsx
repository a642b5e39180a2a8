import { cardImageUrl } from '@labshop/domain/images';

type ProductImageProps = {
  src: string | undefined;
  alt: string;
  /** Above-the-fold images (the product page's main picture) load at once. */
  eager?: boolean;
  className?: string;
};

/**
 * A square, white, contained product picture; the flask placeholder when there is none. Cards,
 * suggestions and category tiles are small, so an upload's small WebP version is shown.
 */
export function ProductImage({ src, alt, eager = false, className = '' }: ProductImageProps) {
  return (
    <div className={`relative aspect-square overflow-hidden bg-white ${className}`}>
      {src ? (
        <img
          src={cardImageUrl(src)}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-contain"
        />
      ) : (
        <ImagePlaceholder label={alt} />
      )}
    </div>
  );
}

/** Drawn inline so it works offline and under a strict Content-Security-Policy. */
export function ImagePlaceholder({ label }: { label: string }) {
  return (
    <svg
      role={label ? 'img' : undefined}
      aria-label={label ? `${label} (no image yet)` : undefined}
      aria-hidden={label ? undefined : true}
      viewBox="0 0 100 100"
      className="size-full bg-slate-50 text-slate-300"
    >
      <path
        d="M41 22h18M44 22v22L28 72a6 6 0 0 0 5 9h34a6 6 0 0 0 5-9L56 44V22"
        fill="none"
        stroke="currentColor"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M35 64h30l5 9a3 3 0 0 1-3 4H33a3 3 0 0 1-3-4z" fill="currentColor" opacity="0.6" />
    </svg>
  );
}
