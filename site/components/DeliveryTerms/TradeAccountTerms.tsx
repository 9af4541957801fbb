import { useLayout } from '../../layout-context.tsx';
import * as styles from './Terms.css.ts';

/** What a trade account offers and how to apply, from site.yaml's 'tradeAccount:'. Nothing when it has none. */
export function TradeAccountTerms({ className }: { className?: string }) {
  const { tradeAccount } = useLayout().site;
  if (!tradeAccount) return null;
  return (
    <section id="trade-account" className={className ? `${styles.terms} ${className}` : styles.terms} aria-labelledby="trade-account-heading">
      <h2 id="trade-account-heading" className={styles.heading}>
        Trade account
      </h2>
      <p>Account holders pay by monthly statement, {tradeAccount.creditDays} days from the end of the month they buy in.</p>
      <dl className={styles.facts}>
        <div>
          <dt>What you get</dt>
          <dd>
            <ul className={styles.list}>
              {tradeAccount.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>How to apply</dt>
          <dd>
            <ol className={styles.list}>
              {tradeAccount.apply.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </dd>
        </div>
      </dl>
    </section>
  );
}
