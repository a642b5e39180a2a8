import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Expand } from 'lucide-react';
import { ProductImage } from '../../components/product-image.tsx';
import { ImageLightbox } from './image-lightbox.tsx';

type ImageGalleryProps = {
  images: string[];
  name: string;
  isOutOfStock: boolean;
};

/**
 * The main picture with thumbnails below; arrow keys move between thumbnails, and the main
 * picture opens them full size in a lightbox.
 */
export function ImageGallery({ images, name, isOutOfStock }: ImageGalleryProps) {
  const [selected, setSelected] = useState(0);
  const [isLightboxOpen, setIsLightboxOpen] = useState(false);
  const thumbsRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const current = Math.min(selected, Math.max(0, images.length - 1));

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const target =
      step !== undefined
        ? (current + step + images.length) % images.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? images.length - 1
            : null;
    if (target === null) return;
    event.preventDefault();
    setSelected(target);
    thumbsRef.current?.querySelectorAll<HTMLButtonElement>('button')[target]?.focus();
  }

  return (
    <div className="space-y-3">
      <div className="relative overflow-hidden rounded-ui border border-slate-200 bg-white">
        <ProductImage
          src={images[current]}
          alt={images.length > 1 ? `${name}, picture ${current + 1} of ${images.length}` : name}
          eager
          className="p-4"
        />
        {isOutOfStock && (
          <div className="pointer-events-none absolute inset-0 flex items-center justify-center bg-white/70">
            <p className="rounded-ui bg-danger-700 px-4 py-2 text-sm font-semibold tracking-wide text-white uppercase shadow-card">
              Out of stock
            </p>
          </div>
        )}
        {images.length > 0 && (
          <button
            ref={openerRef}
            type="button"
            onClick={() => setIsLightboxOpen(true)}
            aria-label={`Open picture ${current + 1} of ${images.length} full size`}
            className="group absolute inset-0 cursor-zoom-in rounded-ui focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-primary-600"
          >
            <span className="absolute right-3 bottom-3 inline-flex size-11 items-center justify-center rounded-full border border-slate-200 bg-white/90 text-slate-700 shadow-card group-hover:text-primary-800">
              <Expand aria-hidden="true" className="size-5" />
            </span>
          </button>
        )}
      </div>
      {images.length > 1 && (
        <div
          ref={thumbsRef}
          role="group"
          aria-label="Product pictures"
          onKeyDown={handleKeyDown}
          className="flex gap-2 overflow-x-auto pb-1"
        >
          {images.map((image, index) => (
            <button
              key={image}
              type="button"
              aria-label={`Show picture ${index + 1} of ${images.length}`}
              aria-pressed={index === current}
              tabIndex={index === current ? 0 : -1}
              onClick={() => setSelected(index)}
              className={`size-16 shrink-0 overflow-hidden rounded-ui border-2 bg-white sm:size-20 ${
                index === current ? 'border-primary-600' : 'border-slate-200 hover:border-slate-400'
              }`}
            >
              <ProductImage src={image} alt="" />
            </button>
          ))}
        </div>
      )}
      {images.length > 0 && (
        <ImageLightbox
          images={images}
          name={name}
          index={current}
          isOpen={isLightboxOpen}
          onIndexChange={setSelected}
          onClose={() => {
            setIsLightboxOpen(false);
            openerRef.current?.focus();
          }}
        />
      )}
    </div>
  );
}
