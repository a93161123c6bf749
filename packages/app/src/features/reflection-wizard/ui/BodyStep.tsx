import type { BodyArea } from '@emotion-guru/platform-sdk';
import { RadioGroup } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BODY_ROWS, LEVELS, levelName, toggleArea, withIntensity } from '../lib/draft.ts';
import { $draft, fieldChanged } from '../model/wizard.ts';
import * as styles from './ReflectionWizard.css.ts';

/**
 * Step 4: the body map. Each place is a toggle button in a labelled group, laid out head to feet; a
 * chosen place gets its intensity (low, medium, high) below the map.
 */
export function BodyStep() {
  const { t } = useTranslation('reflection-wizard');
  const [draft, change] = useUnit([$draft, fieldChanged]);
  const mapId = useId();
  const hintId = useId();
  const felt = (area: BodyArea) => draft.body.find((b) => b.area === area);
  return (
    <div className={styles.fields}>
      <div role="group" aria-labelledby={mapId} aria-describedby={hintId} className={styles.bodyMap}>
        <h3 id={mapId} className={styles.subheading}>
          {t('body.map')}
        </h3>
        <p id={hintId} className={styles.muted}>
          {t('body.mapHint')}
        </p>
        {BODY_ROWS.map((row) => (
          <div key={row.join('-')} className={styles.bodyRow}>
            {row.map((area) => (
              <button
                key={area}
                type="button"
                className={styles.bodyArea}
                aria-pressed={felt(area) !== undefined}
                onClick={() => change({ body: toggleArea(draft.body, area) })}
              >
                {t(`body.areas.${area}`)}
              </button>
            ))}
          </div>
        ))}
      </div>
      {draft.body.map(({ area, intensity }) => (
        <RadioGroup
          key={area}
          label={t('body.intensityOf', { area: t(`body.areas.${area}`) })}
          orientation="horizontal"
          value={levelName(intensity)}
          options={LEVELS.map(([name]) => ({ value: name, label: t(`levels.${name}`) }))}
          onValueChange={(value) => {
            const level = LEVELS.find(([name]) => name === value)?.[1];
            if (level !== undefined) change({ body: withIntensity(draft.body, area, level) });
          }}
        />
      ))}
    </div>
  );
}
