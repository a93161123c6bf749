export { GroupReflectionPage } from './ui/GroupReflectionPage.tsx';
