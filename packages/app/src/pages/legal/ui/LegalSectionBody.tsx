import * as styles from './LegalPage.css.ts';

interface StorageRow {
  name: string;
  kind: string;
  purpose: string;
  duration: string;
}

/** A section of a legal document as its translation file describes it: paragraphs, a list, a table. */
export interface LegalSection {
  id: string;
  title: string;
  body?: readonly string[];
  items?: readonly string[];
  table?: {
    caption: string;
    name: string;
    kind: string;
    purpose: string;
    duration: string;
    rows: readonly StorageRow[];
  };
}

export function LegalSectionBody({ section }: { section: LegalSection }) {
  return (
    <>
      {section.body?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.items && (
        <ul className={styles.list}>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.table && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{section.table.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{section.table.name}</th>
                <th scope="col">{section.table.kind}</th>
                <th scope="col">{section.table.purpose}</th>
                <th scope="col">{section.table.duration}</th>
              </tr>
            </thead>
            <tbody>
              {section.table.rows.map((row) => (
                <tr key={row.name}>
                  <th scope="row">
                    <code>{row.name}</code>
                  </th>
                  <td>{row.kind}</td>
                  <td>{row.purpose}</td>
                  <td>{row.duration}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
