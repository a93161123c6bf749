export { ClientFormDialog } from './ui/ClientFormDialog.tsx';
export { ClientStatusButton } from './ui/ClientStatusButton.tsx';
export {
  createRequested as clientCreateRequested,
  editRequested as clientEditRequested,
} from './model/editor.ts';
