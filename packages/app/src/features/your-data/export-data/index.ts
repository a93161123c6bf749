export { ExportData } from './ui/ExportData.tsx';
