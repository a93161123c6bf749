export { Separator, type SeparatorProps } from './Separator.tsx';
