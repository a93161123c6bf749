export { ClientSwitcherMenu } from './ui/ClientSwitcherMenu.tsx';
