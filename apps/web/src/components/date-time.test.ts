import { describe, expect, it } from 'vitest';
import { formatDay, formatOrderTime, formatWeekdayDate } from './date-time.ts';

const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-IN', options);

describe('dates written by hand', () => {
  // Every day of two years at a minute that walks the clock, midnight and noon included.
  const dates: Date[] = [new Date(2026, 0, 1, 0, 0), new Date(2026, 0, 1, 12, 0)];
  for (let day = 0; day < 731; day += 1) {
    dates.push(new Date(2026, 0, 1 + day, day % 24, (day * 7) % 60));
  }

  it('say what Intl says for en-IN', () => {
    const long = intl({
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    const short = intl({ day: 'numeric', month: 'short' });
    const day = intl({ day: 'numeric', month: 'short', year: 'numeric' });
    const weekday = intl({ weekday: 'short', day: 'numeric', month: 'short' });
    for (const date of dates) {
      const iso = date.toISOString();
      expect(formatOrderTime(iso)).toBe(long.format(date));
      expect(formatOrderTime(iso, 'short')).toBe(short.format(date));
      expect(formatDay(iso)).toBe(day.format(date));
      expect(formatWeekdayDate(date)).toBe(weekday.format(date));
    }
  });

  it('write September as en-IN does', () => {
    expect(formatDay(new Date(2026, 8, 9).toISOString())).toBe('9 Sept 2026');
    expect(formatOrderTime(new Date(2026, 8, 9, 15, 5).toISOString())).toBe('9 Sept 2026, 3:05 pm');
  });
});
