export { ReflectionWizard } from './ui/ReflectionWizard.tsx';
export {
  $pendingDraft,
  pendingDraftDiscarded,
  pendingDraftUnwatched,
  pendingDraftWatched,
} from './model/pending.ts';
