import { DeliveryTerms } from '../components/DeliveryTerms/DeliveryTerms.tsx';
import { TradeAccountTerms } from '../components/DeliveryTerms/TradeAccountTerms.tsx';
import { wide } from '../components/DeliveryTerms/Terms.css.ts';
import * as styles from './Page.css.ts';

/** The delivery or trade-account terms a page asks for with `facts:`, from site.yaml. */
export function PageFacts({ facts }: { facts?: readonly string[] }) {
  return (
    <>
      {facts?.includes('delivery') ? <DeliveryTerms className={`${styles.panel} ${wide}`} /> : null}
      {facts?.includes('trade-account') ? <TradeAccountTerms className={`${styles.panel} ${wide}`} /> : null}
    </>
  );
}
