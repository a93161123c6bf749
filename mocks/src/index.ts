export { handlers } from './handlers.ts';
