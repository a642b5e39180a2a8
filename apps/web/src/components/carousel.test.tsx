import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_INTERVAL_MS } from '@labshop/domain/constants';
import { Carousel } from './carousel.tsx';

const slides = ['One', 'Two', 'Three'].map((name) => ({ id: name, content: <p>{name}</p> }));

function currentSlide(): string {
  const dot = screen
    .getAllByRole('button', { name: /^Show slide/ })
    .find((button) => button.getAttribute('aria-current') === 'true');
  return dot?.getAttribute('aria-label') ?? '';
}

describe('Carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('advances every interval and wraps to the first after the last', () => {
    render(<Carousel label="Offers" slides={slides} />);
    expect(currentSlide()).toBe('Show slide 1 of 3');
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    });
    expect(currentSlide()).toBe('Show slide 2 of 3');
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    });
    expect(currentSlide()).toBe('Show slide 3 of 3');
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    });
    expect(currentSlide()).toBe('Show slide 1 of 3');
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    render(<Carousel label="Offers" slides={slides} />);
    const region = screen.getByRole('region', { name: 'Offers' });
    fireEvent.mouseEnter(region);
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3);
    });
    expect(currentSlide()).toBe('Show slide 1 of 3');
    fireEvent.mouseLeave(region);
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    });
    expect(currentSlide()).toBe('Show slide 2 of 3');
  });

  it('Previous on the first slide wraps to the last, and a swipe moves on', () => {
    render(<Carousel label="Offers" slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toBe('Show slide 3 of 3');
    const track = screen.getByRole('group', { name: '3 of 3' }).parentElement!;
    fireEvent.touchStart(track, { touches: [{ clientX: 200 }] });
    fireEvent.touchEnd(track, { changedTouches: [{ clientX: 100 }] });
    expect(currentSlide()).toBe('Show slide 1 of 3');
  });

  it('hides the slides that are not shown from assistive technology', () => {
    render(<Carousel label="Offers" slides={slides} />);
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: '2 of 3' })).toBeNull();
  });
});
