import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { countByQuadrant, type MapPoint } from '@/entities/emotion';
import { $language } from '@/shared/i18n';
import * as styles from './MapPage.css.ts';
import { formatPointDate } from './format.ts';
import { PointDetails } from './PointDetails.tsx';

/** Plot units: the square is 100 × 100 with the axes crossing at 50; feelings stay 5 units off the edge. */
const CENTRE = 50;
const REACH = 44;
/** Repeats of one word would hide under each other: each point moves up to this far, the same way every time. */
const SPREAD = 2.5;

function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i += 1) value = Math.imul(value ^ text.charCodeAt(i), 16777619);
  return value >>> 0;
}

/** Where a point is drawn: its word's pleasantness (x) and energy (y, up), nudged by its key. */
export function placeOf(point: MapPoint): { x: number; y: number } {
  const nudge = hash(point.key);
  const dx = ((nudge & 0xffff) / 0xffff - 0.5) * 2 * SPREAD;
  const dy = ((nudge >>> 16) / 0xffff - 0.5) * 2 * SPREAD;
  return {
    x: CENTRE + point.emotion.pleasantness * REACH + dx,
    y: CENTRE - point.emotion.energy * REACH + dy,
  };
}

/**
 * The pleasantness × energy map: the four quadrants, labelled by position and words (not colour alone),
 * every feeling a point, the newest drawn strongest. One tab stop, a listbox of the points: the arrow keys
 * move through them in time and the details below say which one is chosen (a pointer does the same by
 * hovering).
 */
export function EmotionMapChart({ points }: { points: readonly MapPoint[] }) {
  const { t } = useTranslation('insights');
  const titleId = useId();
  const summaryId = useId();
  const keysId = useId();
  const baseId = useId();
  const language = useUnit($language);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const activeIndex = points.findIndex((point) => point.key === activeKey);
  const active = activeIndex >= 0 ? points[activeIndex] : undefined;
  const counts = countByQuadrant(points);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = points.length - 1;
    if (last < 0) return;
    const moves: Record<string, number> = {
      ArrowRight: activeIndex < 0 ? last : Math.min(last, activeIndex + 1),
      ArrowDown: activeIndex < 0 ? last : Math.min(last, activeIndex + 1),
      ArrowLeft: activeIndex < 0 ? last : Math.max(0, activeIndex - 1),
      ArrowUp: activeIndex < 0 ? last : Math.max(0, activeIndex - 1),
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActiveKey(points[next]?.key ?? null);
  }

  const label = (x: number, y: number, anchor: 'start' | 'end', lines: [string, string]) => (
    <text className={styles.areaLabel} x={x} y={y} textAnchor={anchor}>
      <tspan x={x}>{lines[0]}</tspan>
      <tspan x={x} dy="3.6">
        {lines[1]}
      </tspan>
    </text>
  );

  const optionId = (point: MapPoint) => `${baseId}-${point.key}`;
  return (
    <div className={styles.chart}>
      <h2 id={titleId} className={styles.chartTitle}>
        {t('map.chart.title')}
      </h2>
      <p id={summaryId} className={styles.muted}>
        {t('map.chart.summary', { count: points.length, ...counts })}
      </p>
      {/* One tab stop: a listbox whose options are the points, the chosen one its active descendant. */}
      <div
        className={styles.plot}
        role="listbox"
        tabIndex={0}
        aria-labelledby={titleId}
        aria-describedby={`${summaryId} ${keysId}`}
        aria-activedescendant={active ? optionId(active) : undefined}
        onKeyDown={onKeyDown}
      >
        <svg className={styles.svg} viewBox="0 0 100 100" role="none" focusable="false">
          <g aria-hidden="true">
            <rect className={styles.area.red} x="0" y="0" width="50" height="50" />
            <rect className={styles.area.yellow} x="50" y="0" width="50" height="50" />
            <rect className={styles.area.blue} x="0" y="50" width="50" height="50" />
            <rect className={styles.area.green} x="50" y="50" width="50" height="50" />
            <rect className={styles.frame} x="0.2" y="0.2" width="99.6" height="99.6" />
            <line className={styles.axis} x1="50" y1="0" x2="50" y2="100" />
            <line className={styles.axis} x1="0" y1="50" x2="100" y2="50" />
            {label(2, 4, 'start', [t('map.chart.unpleasant'), t('map.chart.highEnergy')])}
            {label(98, 4, 'end', [t('map.chart.pleasant'), t('map.chart.highEnergy')])}
            {label(2, 94, 'start', [t('map.chart.unpleasant'), t('map.chart.lowEnergy')])}
            {label(98, 94, 'end', [t('map.chart.pleasant'), t('map.chart.lowEnergy')])}
          </g>
          {points.map((point) => {
            const { x, y } = placeOf(point);
            const isActive = point.key === activeKey;
            return (
              <circle
                key={point.key}
                id={optionId(point)}
                role="option"
                aria-selected={isActive}
                aria-label={`${point.emotion.name}, ${formatPointDate(point.date, language)}`}
                data-key={point.key}
                className={
                  isActive
                    ? `${styles.point[point.emotion.quadrant]} ${styles.activePoint}`
                    : styles.point[point.emotion.quadrant]
                }
                cx={x}
                cy={y}
                r={isActive ? 2.4 : 1.6}
                fillOpacity={0.3 + 0.7 * point.recency}
                onPointerEnter={() => setActiveKey(point.key)}
                onClick={() => setActiveKey(point.key)}
              />
            );
          })}
          {/* The chosen point again, on top of the others. */}
          {active && (
            <circle
              className={styles.activePoint}
              aria-hidden="true"
              fill="none"
              {...centre(active)}
              r="3.4"
            />
          )}
        </svg>
      </div>
      <p id={keysId} className={styles.muted}>
        {t('map.chart.keys')}
      </p>
      <PointDetails point={active} />
    </div>
  );
}

function centre(point: MapPoint): { cx: number; cy: number } {
  const { x, y } = placeOf(point);
  return { cx: x, cy: y };
}
