export { ProductPage } from './ui/ProductPage.tsx';
