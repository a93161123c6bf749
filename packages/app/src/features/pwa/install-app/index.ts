export { InstallApp } from './ui/InstallApp.tsx';
