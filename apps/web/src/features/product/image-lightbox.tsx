import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from 'lucide-react';

type ImageLightboxProps = {
  images: string[];
  name: string;
  index: number;
  isOpen: boolean;
  onIndexChange: (index: number) => void;
  /** Called after the dialog closed (Escape, the close button); the caller returns focus. */
  onClose: () => void;
};

const ZOOM = 2;

const control =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-40';

/**
 * The pictures full size in a modal dialog: arrows move between them, a click or the zoom
 * button doubles the size (the frame scrolls), Escape closes. The native modal <dialog> makes
 * the page behind it inert; Tab is kept inside it as well.
 */
export function ImageLightbox(props: ImageLightboxProps) {
  const { images, name, index, isOpen, onIndexChange, onClose } = props;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [isZoomed, setIsZoomed] = useState(false);
  const frameRef = useRef<HTMLDivElement>(null);
  const pictureRef = useRef<HTMLImageElement>(null);
  // Where to zoom in, as fractions of the picture: the clicked point, or the middle.
  const zoomPointRef = useRef({ x: 0.5, y: 0.5 });
  const count = images.length;

  // Zoomed, the picture is ZOOM times the frame's width, in its own proportions.
  function scrollToZoomPoint() {
    const frame = frameRef.current;
    const picture = pictureRef.current;
    if (!frame || !picture) return;
    const width = frame.clientWidth * ZOOM;
    const ratio = picture.naturalWidth > 0 ? picture.naturalHeight / picture.naturalWidth : 1;
    const { x, y } = zoomPointRef.current;
    frame.scrollLeft = x * width - frame.clientWidth / 2;
    frame.scrollTop = y * width * ratio - frame.clientHeight / 2;
  }

  // The browser may lay the larger picture out a frame later, and scrolling before that is
  // clamped to the old size: scroll again whenever the zoomed picture's size changes.
  useLayoutEffect(() => {
    const picture = pictureRef.current;
    if (!isZoomed || !picture) return;
    scrollToZoomPoint();
    const observer = new ResizeObserver(() => scrollToZoomPoint());
    observer.observe(picture);
    return () => observer.disconnect();
  }, [isZoomed, index]);

  function toggleZoom(point = { x: 0.5, y: 0.5 }) {
    zoomPointRef.current = point;
    setIsZoomed((zoomed) => !zoomed);
  }

  function handlePictureClick(event: MouseEvent<HTMLImageElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    toggleZoom({
      x: (event.clientX - box.left) / box.width,
      y: (event.clientY - box.top) / box.height,
    });
  }

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  // The dialog's close event comes a task after it closed: an Enter on the opener in between
  // (seen: Escape, Enter) found the lightbox still "open" and did nothing, and the late event
  // then closed the one that Enter asked for. Escape and Close update the state at once instead,
  // and the close event they cause is skipped.
  const closeHandledRef = useRef(false);

  function closed() {
    setIsZoomed(false);
    onClose();
  }

  function closeNow() {
    closeHandledRef.current = true;
    closed();
  }

  function show(next: number) {
    setIsZoomed(false);
    onIndexChange((next + count) % count);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      if (count > 1) show(index + (event.key === 'ArrowRight' ? 1 : -1));
    } else if (event.key === 'Tab') {
      const focusable = [
        ...(dialogRef.current?.querySelectorAll<HTMLElement>('button:not(:disabled)') ?? []),
      ];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  }

  const label = count > 1 ? `${name}, picture ${index + 1} of ${count}` : name;

  return (
    <dialog
      ref={dialogRef}
      aria-label={`${name}: pictures`}
      onKeyDown={handleKeyDown}
      onCancel={closeNow}
      onClose={() => {
        if (closeHandledRef.current) closeHandledRef.current = false;
        else closed();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950 p-0 text-white backdrop:bg-slate-950/80"
    >
      {isOpen && (
        <div className="flex h-full flex-col">
          <div className="flex items-center gap-3 px-3 py-2 sm:px-5">
            <p className="min-w-0 flex-1 truncate text-sm" aria-live="polite">
              {count > 1 && <span className="mr-2 tabular-nums">{`${index + 1} / ${count}`}</span>}
              <span className="text-slate-300">{name}</span>
            </p>
            <button
              type="button"
              className={control}
              aria-pressed={isZoomed}
              aria-label={isZoomed ? 'Zoom out' : 'Zoom in'}
              onClick={() => toggleZoom()}
            >
              {isZoomed ? (
                <ZoomOut aria-hidden="true" className="size-5" />
              ) : (
                <ZoomIn aria-hidden="true" className="size-5" />
              )}
            </button>
            <button
              type="button"
              className={control}
              aria-label="Close"
              onClick={() => {
                closeNow();
                dialogRef.current?.close();
              }}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="relative min-h-0 flex-1">
            <div
              ref={frameRef}
              className={`size-full ${isZoomed ? 'overflow-auto' : 'flex items-center justify-center overflow-hidden p-2 sm:p-6'}`}
            >
              <img
                ref={pictureRef}
                src={images[index]}
                alt={label}
                onClick={handlePictureClick}
                // A picture still loading has no height yet: place it again once it has.
                onLoad={() => isZoomed && scrollToZoomPoint()}
                className={
                  isZoomed
                    ? 'max-w-none cursor-zoom-out bg-white'
                    : 'size-full cursor-zoom-in object-contain'
                }
                style={isZoomed ? { width: `${ZOOM * 100}%` } : undefined}
              />
            </div>
            {count > 1 && (
              <>
                <button
                  type="button"
                  className={`${control} absolute top-1/2 left-2 -translate-y-1/2 bg-slate-900/70 sm:left-5`}
                  aria-label="Previous picture"
                  onClick={() => show(index - 1)}
                >
                  <ChevronLeft aria-hidden="true" className="size-6" />
                </button>
                <button
                  type="button"
                  className={`${control} absolute top-1/2 right-2 -translate-y-1/2 bg-slate-900/70 sm:right-5`}
                  aria-label="Next picture"
                  onClick={() => show(index + 1)}
                >
                  <ChevronRight aria-hidden="true" className="size-6" />
                </button>
              </>
            )}
          </div>
        </div>
      )}
    </dialog>
  );
}
