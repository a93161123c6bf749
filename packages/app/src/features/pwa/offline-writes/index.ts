export { QueuedWrites } from './ui/QueuedWrites.tsx';
