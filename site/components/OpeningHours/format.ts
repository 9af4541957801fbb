import type { LayoutData } from '../../page-types.ts';

export type OpeningHoursEntry = LayoutData['site']['openingHours'][number];

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** '07:30' -> '7:30am', '12:00' -> '12:00pm', '17:00' -> '5:00pm' (as the original wrote them). */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'pm' : 'am';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes).padStart(2, '0')}${suffix}`;
}

/** A run of consecutive days reads 'Monday – Friday'; anything else is listed. */
export function formatDays(days: readonly string[]): string {
  const indexes = days.map((day) => WEEK.indexOf(day as (typeof WEEK)[number]));
  const consecutive = indexes.every((value, i) => i === 0 || value === (indexes[i - 1] ?? -2) + 1);
  if (days.length > 2 && consecutive) return `${days[0]} – ${days[days.length - 1]}`;
  return days.join(', ');
}

export function formatHours(entry: OpeningHoursEntry): string {
  if (entry.closed || !entry.opens || !entry.closes) return 'Closed';
  return `${formatTime(entry.opens)} – ${formatTime(entry.closes)}`;
}
