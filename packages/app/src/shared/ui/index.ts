export * as formStyles from './form.css.ts';
