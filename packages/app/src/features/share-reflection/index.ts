export { UnshareButton } from './ui/UnshareButton.tsx';
export { ShareReflectionDialog } from './ui/ShareReflectionDialog.tsx';
