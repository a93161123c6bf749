export { WorkflowHealthPage } from './ui/WorkflowHealthPage.tsx';
