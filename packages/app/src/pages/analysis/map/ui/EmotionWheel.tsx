import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WHEEL_RINGS, type WheelPetal } from '@/entities/emotion';
import { $language } from '@/shared/i18n';
import * as styles from './MapPage.css.ts';
import { useFamilyNames } from '@/entities/emotion';

/** Plot units: the wheel sits around its centre in a 144 × 112 box; petals reach 38, labels 47. */
const REACH = 38;
const LABEL_AT = 47;
/** Each petal spans 45° less a gap on both sides. */
const HALF_SPAN = 20;

function at(radius: number, degrees: number): string {
  const radians = (degrees * Math.PI) / 180;
  return `${(radius * Math.cos(radians)).toFixed(2)} ${(radius * Math.sin(radians)).toFixed(2)}`;
}

/** A band of a petal between two radii, as an SVG path (a wedge when it starts at the centre). */
function band(inner: number, outer: number, centre: number): string {
  const from = centre - HALF_SPAN;
  const to = centre + HALF_SPAN;
  const start = inner > 0 ? `M ${at(inner, from)}` : 'M 0 0';
  const back = inner > 0 ? `L ${at(inner, to)} A ${inner} ${inner} 0 0 0 ${at(inner, from)}` : 'L 0 0';
  return `${start} L ${at(outer, from)} A ${outer} ${outer} 0 0 1 ${at(outer, to)} ${back} Z`;
}

/** A petal's family and count just outside it, anchored away from the centre. */
function label(degrees: number, text: string) {
  const radians = (degrees * Math.PI) / 180;
  const x = LABEL_AT * Math.cos(radians);
  const y = LABEL_AT * Math.sin(radians) + 1.4;
  const anchor = Math.abs(x) < 5 ? 'middle' : x > 0 ? 'start' : 'end';
  return (
    <text className={styles.wheelLabel} x={x.toFixed(2)} y={y.toFixed(2)} textAnchor={anchor}>
      {text}
    </text>
  );
}

/**
 * Plutchik's wheel of the period's feelings: the eight families clockwise from joy at the top, each petal
 * as large as its count (area, not length, grows with it), split into the intense (inner), basic and mild
 * (outer) rings. A picture with a title and a summary in words; "Show as table" gives every number.
 */
export function EmotionWheel({ petals, unplaced }: { petals: readonly WheelPetal[]; unplaced: number }) {
  const { t } = useTranslation('insights');
  const language = useUnit($language);
  const familyName = useFamilyNames();
  const titleId = useId();
  const summaryId = useId();
  const largest = Math.max(1, ...petals.map((petal) => petal.total));
  const radius = (count: number) => REACH * Math.sqrt(count / largest);
  const top = [...petals]
    .filter((petal) => petal.total > 0)
    .sort((a, b) => b.total - a.total)
    .slice(0, 3)
    .map((petal) => t('map.wheel.entry', { name: familyName(petal.family), count: petal.total }));
  const summary =
    top.length > 0
      ? t('map.wheel.summary', {
          top: new Intl.ListFormat(language, { type: 'conjunction' }).format(top),
        })
      : t('map.wheel.none');

  return (
    <figure className={styles.chart}>
      <h2 id={titleId} className={styles.chartTitle}>
        {t('map.wheel.title')}
      </h2>
      <p id={summaryId} className={styles.muted}>
        {summary}
      </p>
      <svg
        className={styles.wheelSvg}
        viewBox="-72 -56 144 112"
        role="img"
        aria-labelledby={titleId}
        aria-describedby={summaryId}
      >
        {petals.map((petal, index) => {
          const centre = -90 + index * 45;
          let reached = 0;
          return (
            <g key={petal.family} data-family={petal.family}>
              <path className={styles.petalOutline} d={band(0, REACH, centre)} />
              {WHEEL_RINGS.map((ring) => {
                const count = petal.rings[ring];
                if (count === 0) return null;
                const inner = radius(reached);
                reached += count;
                return (
                  <path
                    key={ring}
                    className={`${styles.petal[petal.family]} ${styles.ring[ring]}`}
                    d={band(inner, radius(reached), centre)}
                  />
                );
              })}
              {label(centre, t('map.wheel.entry', { name: familyName(petal.family), count: petal.total }))}
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.muted}>
        {t('map.wheel.note')}
        {unplaced > 0 && ` ${t('map.wheel.unplaced', { count: unplaced })}`}
      </figcaption>
    </figure>
  );
}
