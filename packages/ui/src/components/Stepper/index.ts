export { Stepper, stepStatus, type StepperProps, type StepStatus } from './Stepper.tsx';
