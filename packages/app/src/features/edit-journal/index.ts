export {
  $draftLocked,
  $editor,
  $errors,
  $isDirty,
  $saveFailed,
  draftRestoreRequested,
  editorDiscarded,
  editorOpened,
  fieldChanged,
  persistDraftFx,
  readDraftFx,
  removeDraftFx,
  saveEntryFx,
  saveRequested,
  type EditorState,
} from './model/editor.ts';
export { JournalEditorDialog } from './ui/JournalEditorDialog.tsx';
