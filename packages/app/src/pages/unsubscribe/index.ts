export { UnsubscribePage } from './ui/UnsubscribePage.tsx';
