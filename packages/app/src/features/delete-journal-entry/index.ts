export { deleteEntryFx, restoreEntryFx, showUndoToastFx, undoRequested } from './model/delete-entry.ts';
export { useDeleteEntry } from './ui/use-delete-entry.ts';
