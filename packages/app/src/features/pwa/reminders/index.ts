export { ReminderTimes } from './ui/ReminderTimes.tsx';
