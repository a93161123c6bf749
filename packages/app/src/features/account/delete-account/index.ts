export { DeleteAccount } from './ui/DeleteAccount.tsx';
