export { $draftLocked, draftRestoreRequested, editorOpened } from './model/editor.ts';
export { JournalEditorDialog } from './ui/JournalEditorDialog.tsx';
