export { DiagnosticsPage } from './ui/DiagnosticsPage.tsx';
