export { ChoosePlanButton } from './ui/ChoosePlanButton.tsx';
export { CheckoutError } from './ui/CheckoutError.tsx';
export { ResumeCheckout } from './ui/ResumeCheckout.tsx';
