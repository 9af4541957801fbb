import { button, row } from '../components/Button/Button.css.ts';
import { Breadcrumb } from '../components/Breadcrumb/Breadcrumb.tsx';
import { Container } from '../components/Section/Section.tsx';
import { SiteLink } from '../components/SiteLink/SiteLink.tsx';
import type { InfoPage } from '../page-types.ts';
import * as styles from './Info.css.ts';
import * as page_ from './Page.css.ts';
import { PageFigure } from './PageFigure.tsx';

/** A page of its own, such as '/trade': an introduction, its buttons, then its blocks of points. */
export function Info({ page }: { page: InfoPage }) {
  const { record } = page;
  return (
    <>
      <div className={page_.band}>
        <Container className={page_.bandGrid}>
          <div className={page_.bandText}>
            <Breadcrumb trail={page.breadcrumb} />
            <h1>{record.title}</h1>
            <hr className={page_.accentRule} aria-hidden="true" />
            <div className={page_.prose}>
              {record.body.map((paragraph, index) => (
                <p key={paragraph} className={index === 0 ? page_.lead : undefined}>
                  {paragraph}
                </p>
              ))}
            </div>
            {record.actions && record.actions.length > 0 ? (
              <div className={row}>
                {record.actions.map((action, index) => (
                  <SiteLink key={action.label} href={action.href} className={index === 0 ? button.primary : button.secondary}>
                    {action.label}
                  </SiteLink>
                ))}
              </div>
            ) : null}
          </div>
          <PageFigure image={record.image} />
        </Container>
      </div>

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
