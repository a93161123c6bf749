export { useSignOut } from './ui/use-sign-out.ts';
