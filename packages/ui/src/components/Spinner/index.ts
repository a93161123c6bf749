export { PageSpinner, Spinner, type PageSpinnerProps, type SpinnerProps } from './Spinner.tsx';
