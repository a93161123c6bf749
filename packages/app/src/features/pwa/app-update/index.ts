export { appUpdateStarted } from './model/app-update.ts';
export { AppUpdate } from './ui/AppUpdate.tsx';
