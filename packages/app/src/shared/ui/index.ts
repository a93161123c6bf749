export * as formStyles from './form.css.ts';
export { Icon, type IconName } from './icons.tsx';
