export { ContinuePage } from './ui/ContinuePage.tsx';
