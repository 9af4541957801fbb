import type { PageAddress } from '../../generated/manifest.ts';
import { useLayout } from '../../layout-context.tsx';
import { SiteLink } from '../SiteLink/SiteLink.tsx';
import { formatPounds, listInWords } from './format.ts';
import * as styles from './Terms.css.ts';

const DELIVERY: PageAddress = '/services/delivery';
const TRADE = '/contact#trade-account';

/** The footer's one line of delivery and trade terms, from site.yaml. Nothing when it holds neither. */
export function FooterTerms() {
  const { delivery, tradeAccount } = useLayout().site;
  if (!delivery && !tradeAccount) return null;
  return (
    <p className={styles.footerLine}>
      {delivery ? (
        <>
          Free delivery on orders of {formatPounds(delivery.freeFrom)} or more to {listInWords(delivery.postcodeDistricts)}.{' '}
          <SiteLink href={DELIVERY}>Delivery terms</SiteLink>.{' '}
        </>
      ) : null}
      {tradeAccount ? (
        <>
          <SiteLink href={TRADE}>Trade accounts</SiteLink> with {tradeAccount.creditDays}-day credit.
        </>
      ) : null}
    </p>
  );
}
