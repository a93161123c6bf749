export { ChatComposer } from './ui/ChatComposer.tsx';
export { CrisisDialog } from './ui/CrisisDialog.tsx';
