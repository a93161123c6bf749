import { useTranslation } from 'react-i18next';
import { SHOT_THEMES } from '../lib/product-media.ts';
import * as styles from './landing.css.ts';
import { ShotPicture } from './ShotPicture.tsx';

/**
 * The hero's picture: the product itself, the dashboard in a browser window and the journal on a phone, in
 * the page's language and the visitor's theme (both themes are in the page; CSS shows the one of
 * `html[data-theme]`, which index.html sets before the first paint).
 */
export function HeroShots() {
  const { t } = useTranslation('landing');
  return (
    <div className={styles.shots}>
      {SHOT_THEMES.map((theme) => (
        <div
          key={theme}
          className={`${styles.shotsOfTheme[theme]} ${styles.heroShotsLayout}`}
          data-theme-shots={theme}
        >
          <div className={styles.browserFrame}>
            <span className={styles.browserBar} aria-hidden="true" />
            <ShotPicture
              shot="dashboard"
              theme={theme}
              alt={t('shots.dashboard')}
              sizes="(min-width: 72rem) 36rem, (min-width: 56rem) 50vw, 92vw"
              className={styles.shotImage}
            />
          </div>
          <div className={styles.phoneFrame}>
            <ShotPicture
              shot="journal"
              theme={theme}
              alt={t('shots.journal')}
              sizes="10rem"
              className={styles.phoneImage}
            />
          </div>
        </div>
      ))}
    </div>
  );
}
