export {
  ConfirmationDialog,
  ConfirmProvider,
  useConfirm,
  type ConfirmationDialogProps,
  type ConfirmFunction,
  type ConfirmOptions,
  type ConfirmVariant,
} from './ConfirmationDialog.tsx';
