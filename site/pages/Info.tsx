import { button, row } from '../components/Button/Button.css.ts';
import { Container } from '../components/Section/Section.tsx';
import { SiteLink } from '../components/SiteLink/SiteLink.tsx';
import type { InfoPage } from '../page-types.ts';
import * as styles from './Info.css.ts';
import * as page_ from './Page.css.ts';
import { PageBand } from './PageBand.tsx';

/** A page of its own, such as '/trade': an introduction, its buttons, then its blocks of points. */
export function Info({ page }: { page: InfoPage }) {
  const { record } = page;
  return (
    <>
      <PageBand breadcrumb={page.breadcrumb} title={record.title} paragraphs={record.body} image={record.image}>
        {record.actions && record.actions.length > 0 ? (
          <div className={row}>
            {record.actions.map((action, index) => (
              <SiteLink key={action.label} href={action.href} className={index === 0 ? button.primary : button.secondary}>
                {action.label}
              </SiteLink>
            ))}
          </div>
        ) : null}
      </PageBand>

      <section id="details" aria-label={`${record.title}: details`}>
        <Container className={styles.sections}>
          {record.sections.map((block, index) => (
            <section key={block.heading} className={page_.panel} aria-labelledby={`details-${index}`}>
              <h2 id={`details-${index}`} className={page_.panelHeading}>
                {block.heading}
              </h2>
              <ul className={page_.ticks}>
                {block.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </section>
          ))}
        </Container>
      </section>
    </>
  );
}
