import { describe, expect, it } from 'vitest';
import { formatDays, formatHours, formatTime } from './format.ts';

describe('opening hours', () => {
  it('writes times as the original did', () => {
    expect(formatTime('07:30')).toBe('7:30am');
    expect(formatTime('12:00')).toBe('12:00pm');
    expect(formatTime('17:00')).toBe('5:00pm');
    expect(formatTime('00:15')).toBe('12:15am');
  });

  it('collapses a run of weekdays and lists anything else', () => {
    expect(formatDays(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])).toBe('Monday – Friday');
    expect(formatDays(['Saturday'])).toBe('Saturday');
    expect(formatDays(['Monday', 'Wednesday', 'Friday'])).toBe('Monday, Wednesday, Friday');
  });

  it('says Closed for closed days', () => {
    expect(formatHours({ days: ['Sunday'], closed: true })).toBe('Closed');
    expect(formatHours({ days: ['Saturday'], opens: '08:00', closes: '12:00' })).toBe('8:00am – 12:00pm');
  });
});
