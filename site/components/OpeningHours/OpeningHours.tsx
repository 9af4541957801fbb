import * as styles from './OpeningHours.css.ts';
import { formatDays, formatHours } from './format.ts';
import type { OpeningHoursEntry } from './format.ts';

export function OpeningHours({ hours, caption, tone = 'page' }: { hours: OpeningHoursEntry[]; caption: string; tone?: 'page' | 'footer' }) {
  return (
    <table className={`${styles.table} ${styles.tone[tone]}`}>
      <caption className={styles.caption}>{caption}</caption>
      <tbody>
        {hours.map((entry) => (
          <tr key={entry.days.join()}>
            <th scope="row" className={styles.days}>
              {formatDays(entry.days)}
            </th>
            <td className={styles.hours}>{formatHours(entry)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
