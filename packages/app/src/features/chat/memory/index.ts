export { MemoryList } from './ui/MemoryList.tsx';
