export { submitWhenValid, type SubmitWhenValid } from './submit-when-valid.ts';
export { isLongEnoughPassword } from './password-rules.ts';
