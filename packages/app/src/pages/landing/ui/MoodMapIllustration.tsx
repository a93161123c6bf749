import { useTranslation } from 'react-i18next';
import * as styles from './landing.css.ts';

// A week of check-ins on the mood map (x: unpleasant → pleasant, y: low → high energy), in SVG units.
const CHECK_INS = [
  { x: 58, y: 58, colour: '#ef4444', delay: 'a' },
  { x: 70, y: 132, colour: '#3b82f6', delay: 'b' },
  { x: 124, y: 118, colour: '#22c55e', delay: 'c' },
  { x: 146, y: 64, colour: '#eab308', delay: 'd' },
  { x: 160, y: 146, colour: '#22c55e', delay: 'a' },
] as const;

const QUADRANTS = [
  { x: 10, y: 10, fill: '#ef4444' },
  { x: 100, y: 10, fill: '#eab308' },
  { x: 10, y: 100, fill: '#3b82f6' },
  { x: 100, y: 100, fill: '#22c55e' },
] as const;

/**
 * The hero's picture: an emotion map drawn in SVG (no image request), the idea of the product rather
 * than a screenshot of it. Named for screen readers by what it shows.
 */
export function MoodMapIllustration() {
  const { t } = useTranslation('landing');
  const trail = CHECK_INS.map(
    ({ x, y }, index) => `${index === 0 ? 'M' : 'L'}${String(x)} ${String(y)}`,
  ).join(' ');
  return (
    <div className={styles.mapCard}>
      <svg className={styles.mapSvg} viewBox="0 0 200 200" role="img" aria-label={t('hero.illustration')}>
        {QUADRANTS.map(({ x, y, fill }) => (
          <rect
            key={`${String(x)}-${String(y)}`}
            x={x}
            y={y}
            width="90"
            height="90"
            rx="12"
            fill={fill}
            opacity="0.16"
          />
        ))}
        <path d="M100 14v172M14 100h172" stroke="var(--eg-color-border)" strokeWidth="1.5" />
        <path
          d={trail}
          fill="none"
          stroke="var(--eg-color-primary)"
          strokeWidth="2"
          strokeDasharray="4 5"
          strokeLinecap="round"
          opacity="0.7"
        />
        {CHECK_INS.map(({ x, y, colour, delay }, index) => (
          <g key={index} className={`${styles.mapDot} ${styles.mapDotDelay[delay]}`}>
            <circle cx={x} cy={y} r="11" fill={colour} opacity="0.25" />
            <circle cx={x} cy={y} r="6" fill={colour} stroke="var(--eg-color-surface)" strokeWidth="2" />
          </g>
        ))}
      </svg>
    </div>
  );
}
