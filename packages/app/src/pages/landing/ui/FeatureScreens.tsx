import { useTranslation } from 'react-i18next';
import { SHOT_THEMES } from '../lib/product-media.ts';
import * as styles from './landing.css.ts';
import { ShotPicture } from './ShotPicture.tsx';

const SCREENS = ['map', 'reflection'] as const;

/**
 * Two of the features as the app shows them: the emotional map and the reflection wizard, in the page's
 * language and the painted theme (both themes are in the page; CSS shows one, the other is never fetched).
 */
export function FeatureScreens() {
  const { t } = useTranslation('landing');
  return SHOT_THEMES.map((theme) => (
    <div key={theme} className={styles.shotsOfTheme[theme]} data-theme-shots={theme}>
      <div className={styles.featureScreens}>
        {SCREENS.map((screen) => (
          <figure key={screen} className={styles.featureScreen}>
            <div className={styles.browserFrame}>
              <span className={styles.browserBar} aria-hidden="true" />
              <ShotPicture
                shot={screen}
                theme={theme}
                alt={t(`shots.${screen}`)}
                sizes="(min-width: 72rem) 35rem, (min-width: 48rem) 46vw, 92vw"
                className={styles.shotImage}
              />
            </div>
            <figcaption className={styles.featureScreenCaption}>{t(`shots.${screen}Caption`)}</figcaption>
          </figure>
        ))}
      </div>
    </div>
  ));
}
