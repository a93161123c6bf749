export { Sheet, SheetClose, type SheetProps } from './Sheet.tsx';
