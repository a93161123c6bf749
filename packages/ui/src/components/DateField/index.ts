export { DateField, type DateFieldProps } from './DateField.tsx';
export type { DatePlaceholderLetters } from './dateFormat.ts';
