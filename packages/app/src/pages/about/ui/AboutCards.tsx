import { PageSection } from '@/shared/ui';
import * as styles from './AboutPage.css.ts';

export interface AboutCard {
  key: string;
  title: string;
  body: string;
}

/** A section of the about page: a title over a list of cards, each a title and a paragraph. */
export function AboutCards({
  titleId,
  title,
  cards,
}: {
  titleId: string;
  title: string;
  cards: AboutCard[];
}) {
  return (
    <PageSection titleId={titleId} title={title}>
      <ul className={styles.cards}>
        {cards.map((card) => (
          <li key={card.key} className={styles.card}>
            <h3 className={styles.cardTitle}>{card.title}</h3>
            <p className={styles.cardBody}>{card.body}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
