export { ClientFormDialog } from './ui/ClientFormDialog.tsx';
export { ClientStatusButton } from './ui/ClientStatusButton.tsx';
export {
  createClientFx,
  createRequested as clientCreateRequested,
  editRequested as clientEditRequested,
  updateClientFx,
} from './model/editor.ts';
export { deactivateClientFx, reactivateClientFx } from './model/status.ts';
