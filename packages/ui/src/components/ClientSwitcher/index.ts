export { ClientSwitcher, type Client, type ClientSwitcherProps } from './ClientSwitcher.tsx';
