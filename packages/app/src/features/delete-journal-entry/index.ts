export { useDeleteEntry } from './ui/use-delete-entry.ts';
