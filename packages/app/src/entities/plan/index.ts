export { $plans, $plansStatus, plansRequested } from './model/plans.ts';
