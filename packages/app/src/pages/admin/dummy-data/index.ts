export { DummyDataPage } from './ui/DummyDataPage.tsx';
