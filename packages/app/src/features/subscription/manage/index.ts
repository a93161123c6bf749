export { CancelSubscriptionButton } from './ui/CancelSubscriptionButton.tsx';
export { ChangePlanButton } from './ui/ChangePlanButton.tsx';
export { ReactivateButton } from './ui/ReactivateButton.tsx';
