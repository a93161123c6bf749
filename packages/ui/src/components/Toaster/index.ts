export { TOAST_INSET_PROPERTY, Toaster, type ToasterProps } from './Toaster.tsx';
export {
  createToastApi,
  createToastStore,
  toast,
  toastStore,
  TOAST_DURATION_MS,
  TOAST_VISIBLE_COUNT,
  type PauseReason,
  type PromiseMessages,
  type ToastAction,
  type ToastApi,
  type ToastData,
  type ToastOptions,
  type ToastSnapshot,
  type ToastStore,
  type ToastStoreOptions,
  type ToastType,
} from './toastStore.ts';
