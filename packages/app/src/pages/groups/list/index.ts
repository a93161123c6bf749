export { GroupsPage } from './ui/GroupsPage.tsx';
