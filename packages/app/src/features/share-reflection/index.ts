export { UnshareButton } from './ui/UnshareButton.tsx';
