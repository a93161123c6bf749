export { JournalPage } from './ui/JournalPage.tsx';
