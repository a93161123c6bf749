export { BackupImport } from './ui/BackupImport.tsx';
