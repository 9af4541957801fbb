import { useLayout } from '../../layout-context.tsx';
import { freeDeliverySentence, listInWords } from './format.ts';
import * as styles from './Terms.css.ts';

/**
 * The delivery area, free-delivery threshold, lead times and offload, from site.yaml's
 * 'delivery:' and nowhere else. Renders nothing when site.yaml has none.
 */
export function DeliveryTerms({ className }: { className?: string }) {
  const { delivery } = useLayout().site;
  if (!delivery) return null;
  return (
    <section id="delivery-terms" className={className ? `${styles.terms} ${className}` : styles.terms} aria-labelledby="delivery-terms-heading">
      <h2 id="delivery-terms-heading" className={styles.heading}>
        Delivery area and terms
      </h2>
      <p>{freeDeliverySentence(delivery.freeFrom)}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Where we deliver</dt>
          <dd>
            The postcode districts {listInWords(delivery.postcodeDistricts)}, which take in {listInWords(delivery.towns)}.
          </dd>
        </div>
        <div>
          <dt>How soon</dt>
          <dd>
            <ul className={styles.list}>
              {delivery.leadTimes.map((lead) => (
                <li key={lead.goods}>
                  {lead.goods}: {lead.time.charAt(0).toLowerCase() + lead.time.slice(1)}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>Unloading</dt>
          <dd>
            <ul className={styles.list}>
              {delivery.offload.map((way) => (
                <li key={way.method}>
                  <strong>{way.method}.</strong> {way.detail}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </section>
  );
}
