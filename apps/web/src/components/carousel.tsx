import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode, TouchEvent } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { BANNER_TRANSITION_S, CAROUSEL_INTERVAL_MS } from '@labshop/domain/constants';
import { useReducedMotion } from './use-reduced-motion.ts';

export type CarouselSlide = { id: string; content: ReactNode };

type CarouselProps = {
  /** Names the carousel for screen readers, e.g. 'Featured offers'. */
  label: string;
  slides: CarouselSlide[];
  className?: string;
};

const SWIPE_MIN_PX = 40;

// Previous, next and pause are the primary controls: 44 px on phones (WCAG 2.5.5), smaller
// where a pointer is likelier; the dots keep a 32 x 44 px hit area around their small mark.
const controlClass =
  'flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-slate-900 sm:size-9';

/**
 * One slide every 3000 ms, wrapping after the last, sliding in 0.5 s (docs/product). It pauses
 * while hovered or focused, can be paused by button, and never moves by itself for people who
 * asked for reduced motion.
 */
export function Carousel({ label, slides, className = '' }: CarouselProps) {
  const [index, setIndex] = useState(0);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const [isStopped, setIsStopped] = useState(false);
  const isReducedMotion = useReducedMotion();
  const touchStartX = useRef<number | null>(null);
  const trackId = useId();
  const count = slides.length;
  const current = count > 0 ? index % count : 0;
  const isRunning = count > 1 && !isHovered && !isFocused && !isStopped && !isReducedMotion;

  useEffect(() => {
    if (!isRunning) return;
    const timer = window.setInterval(
      () => setIndex((value) => (value + 1) % count),
      CAROUSEL_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [isRunning, count]);

  if (count === 0) return null;

  const goTo = (next: number) => setIndex(((next % count) + count) % count);

  function handleTouchEnd(event: TouchEvent) {
    const startX = touchStartX.current;
    touchStartX.current = null;
    const endX = event.changedTouches[0]?.clientX;
    if (startX === null || endX === undefined) return;
    const delta = endX - startX;
    if (Math.abs(delta) >= SWIPE_MIN_PX) goTo(current + (delta < 0 ? 1 : -1));
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={`overflow-hidden rounded-ui border border-slate-200 bg-slate-200 shadow-card ${className}`}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setIsFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsFocused(false);
      }}
    >
      <div
        id={trackId}
        aria-live={isRunning ? 'off' : 'polite'}
        className="flex"
        style={{
          transform: `translateX(-${current * 100}%)`,
          transition: isReducedMotion ? 'none' : `transform ${BANNER_TRANSITION_S}s ease-in-out`,
        }}
        onTouchStart={(event) => {
          touchStartX.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={handleTouchEnd}
      >
        {slides.map((slide, slideIndex) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${slideIndex + 1} of ${count}`}
            aria-hidden={slideIndex !== current}
            inert={slideIndex !== current}
            className="w-full shrink-0"
          >
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="flex items-center justify-between gap-2 border-t border-slate-200 bg-white px-1 py-0.5 sm:px-2 sm:py-1">
          <button
            type="button"
            aria-label="Previous slide"
            aria-controls={trackId}
            onClick={() => goTo(current - 1)}
            className={controlClass}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <div className="flex items-center gap-0.5">
            {slides.map((slide, slideIndex) => (
              <button
                key={slide.id}
                type="button"
                aria-label={`Show slide ${slideIndex + 1} of ${count}`}
                aria-current={slideIndex === current}
                onClick={() => goTo(slideIndex)}
                className="group flex h-11 w-8 items-center justify-center rounded-full sm:size-8"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2 rounded-full transition-all ${
                    slideIndex === current
                      ? 'w-5 bg-primary-700'
                      : 'w-2 bg-slate-300 group-hover:bg-slate-500'
                  }`}
                />
              </button>
            ))}
            {!isReducedMotion && (
              <button
                type="button"
                aria-label={isStopped ? 'Start slide show' : 'Pause slide show'}
                onClick={() => setIsStopped((value) => !value)}
                className={`ml-1 ${controlClass}`}
              >
                {isStopped ? (
                  <Play aria-hidden="true" className="size-3.5 fill-current" />
                ) : (
                  <Pause aria-hidden="true" className="size-3.5 fill-current" />
                )}
              </button>
            )}
          </div>
          <button
            type="button"
            aria-label="Next slide"
            aria-controls={trackId}
            onClick={() => goTo(current + 1)}
            className={controlClass}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </section>
  );
}
