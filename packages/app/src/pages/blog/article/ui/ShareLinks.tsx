import { Button } from '@emotion-guru/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shareNetwork } from '../lib/share.ts';
import * as styles from './BlogArticle.css.ts';

export interface ShareLinksProps {
  /** The article's share links (https only are shown). */
  links: readonly string[];
  /** The address copied by "Copy link" (the page's own when not given). */
  url?: string;
}

/** Share links from the article's socialLinks (each opens in a new tab) and a button that copies its address. */
export function ShareLinks({ links, url }: ShareLinksProps) {
  const { t } = useTranslation('blog', { keyPrefix: 'article.share' });
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const targets = links.flatMap((link) => {
    const network = shareNetwork(link);
    return network === null ? [] : [{ link, network }];
  });
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url ?? window.location.href);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <section className={styles.share} aria-labelledby="share-title">
      <h2 id="share-title" className={styles.shareTitle}>
        {t('title')}
      </h2>
      <ul className={styles.shareList}>
        {targets.map(({ link, network }) => (
          <li key={link}>
            <a href={link} target="_blank" rel="noopener noreferrer" className={styles.shareLink}>
              {t('on', { network })}
            </a>
          </li>
        ))}
        <li>
          <Button type="button" variant="secondary" onClick={() => void copyLink()}>
            {t('copy')}
          </Button>
        </li>
      </ul>
      <p role="status">{copy === 'copied' ? t('copied') : copy === 'failed' ? t('copyFailed') : ''}</p>
    </section>
  );
}
