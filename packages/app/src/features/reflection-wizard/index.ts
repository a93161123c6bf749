export { ReflectionWizard } from './ui/ReflectionWizard.tsx';
