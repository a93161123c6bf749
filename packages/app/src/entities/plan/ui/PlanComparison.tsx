import { VisuallyHidden } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { comparedFeatures, isKnownFeature } from '../lib/features.ts';
import { $plans } from '../model/plans.ts';
import * as styles from './PlanComparison.css.ts';

/**
 * Every feature any plan names by every plan, as a table: a check or a dash that screen readers read as
 * "Included" / "Not included", the signed-in user's column marked. Nothing while there are no plans (the
 * plan list shows loading and failure); on a narrow screen the table scrolls in its own box.
 */
export function PlanComparison({ currentType }: { currentType?: number | undefined }) {
  const { t } = useTranslation('site', { keyPrefix: 'pricing.comparison' });
  const { t: tPricing } = useTranslation('site', { keyPrefix: 'pricing' });
  const plans = useUnit($plans);
  const captionId = useId();
  if (plans.length === 0) return null;
  const features = comparedFeatures(plans);
  if (features.length === 0) return null;
  const cellClass = (type: number) => (type === currentType ? styles.currentCell : styles.cell);

  return (
    // A keyboard user scrolls the box with the arrow keys once it has focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {t('caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.corner}>
              {t('feature')}
            </th>
            {plans.map((plan) => {
              const current = plan.subscriptionType === currentType;
              return (
                <th
                  key={plan.id}
                  scope="col"
                  className={cellClass(plan.subscriptionType)}
                  aria-current={current ? 'true' : undefined}
                >
                  <span className={styles.planHead}>
                    <span>{plan.name}</span>
                    {current && <span className={styles.currentMark}>{tPricing('currentPlan')}</span>}
                  </span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {features.map((feature) => (
            <tr key={feature}>
              <th scope="row" className={styles.featureName}>
                {isKnownFeature(feature) ? tPricing(`features.${feature}`) : feature}
              </th>
              {plans.map((plan) => (
                <td key={plan.id} className={cellClass(plan.subscriptionType)}>
                  {plan.features.includes(feature) ? (
                    <>
                      <svg className={styles.included} viewBox="0 0 24 24" aria-hidden="true" fill="none">
                        <path
                          d="m5 12.5 4.5 4.5L19 7.5"
                          stroke="currentColor"
                          strokeWidth="2.5"
                          strokeLinecap="round"
                          strokeLinejoin="round"
                        />
                      </svg>
                      <VisuallyHidden>{t('included')}</VisuallyHidden>
                    </>
                  ) : (
                    <>
                      <span className={styles.missing} aria-hidden="true">
                        –
                      </span>
                      <VisuallyHidden>{t('notIncluded')}</VisuallyHidden>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
