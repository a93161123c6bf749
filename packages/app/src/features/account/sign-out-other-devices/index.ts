export { SignOutOtherDevices } from './ui/SignOutOtherDevices.tsx';
