export { Link, linkClass, type LinkProps } from './Link.tsx';
