export { ExportJournalMenu } from './ui/ExportJournalMenu.tsx';
export { exportFileName, toCsv, toExportRows, toJson, type ExportedEntry } from './lib/export-rows.ts';
