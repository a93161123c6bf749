export { DaylioImport } from './ui/DaylioImport.tsx';
