export { $plans, plansPrerendered, plansRequested } from './model/plans.ts';
export { fetchPlans } from './api/plan-api.ts';
export { PlanList } from './ui/PlanList.tsx';
export type { BillingPeriod } from './ui/PlanCard.tsx';
export { formatPrice } from './lib/price.ts';
export { PlanComparison } from './ui/PlanComparison.tsx';
