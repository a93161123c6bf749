import * as styles from './LocalEncryptionDocsPage.css.ts';

/** A plain bulleted list of translated lines. */
export function Bullets({ items }: { items: string[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
