export { Field, type FieldProps } from './Field.tsx';
export { useFieldControl, type FieldControlProps } from './FieldContext.ts';
