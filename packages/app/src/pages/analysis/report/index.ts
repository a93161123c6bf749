export { ReportPage } from './ui/ReportPage.tsx';
