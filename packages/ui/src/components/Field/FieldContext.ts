import { createContext, useContext, type AriaAttributes } from 'react';

/** What a Field tells the control inside it, so that label, hint and error are wired without props. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
  disabled?: boolean;
}

export const FieldContext = createContext<FieldControlProps | null>(null);

/**
 * Merges the surrounding Field's wiring with the control's own props; the control's explicit props win,
 * and describedby ids from both are kept.
 */
interface ControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  required?: boolean;
  disabled?: boolean;
}

export function useFieldControl<P extends ControlProps>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  const describedBy = [field['aria-describedby'], props['aria-describedby']].filter(Boolean).join(' ');
  return {
    ...field,
    ...props,
    id: props.id ?? field.id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': props['aria-invalid'] ?? field['aria-invalid'],
    required: props.required ?? field.required,
    disabled: props.disabled ?? field.disabled,
  };
}
