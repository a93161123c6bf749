export { ExportJournalMenu } from './ui/ExportJournalMenu.tsx';
