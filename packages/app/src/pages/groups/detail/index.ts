export { GroupDetailPage } from './ui/GroupDetailPage.tsx';
