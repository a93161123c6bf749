export { ReactionBar } from './ui/ReactionBar.tsx';
export { RespondForm } from './ui/RespondForm.tsx';
export { ResponseActions } from './ui/ResponseActions.tsx';
