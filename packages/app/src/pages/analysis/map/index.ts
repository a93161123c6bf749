export { MapPage } from './ui/MapPage.tsx';
