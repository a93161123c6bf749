export { SubscriptionsPage } from './ui/SubscriptionsPage.tsx';
export { CheckoutReturnPage } from './ui/CheckoutReturnPage.tsx';
