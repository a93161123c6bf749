/** The longest guidance a caretaker may give the AI assistant (characters, after trimming). */
export const GUIDANCE_LIMITS = { instructions: 1000, sensitivities: 500 } as const;

/** Translation keys (app_content) of what is wrong with the client form, per field. */
export interface ClientFormErrors {
  name?: 'clients.form.nameRequired';
  email?: 'clients.form.emailInvalid';
  instructions?: 'clients.form.tooLong';
  sensitivities?: 'clients.form.tooLong';
}

export interface ClientFormValues {
  name: string;
  email: string;
  notes: string;
  /** How the AI assistant should talk with this client (VegClient.instructions). */
  instructions: string;
  /** Topics the assistant avoids with this client (VegClient.sensitivities). */
  sensitivities: string;
}

// Deliberately loose: one @, something on both sides, a dot in the domain. The platform decides the rest.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateClientForm(values: ClientFormValues): ClientFormErrors {
  const errors: ClientFormErrors = {};
  if (!values.name.trim()) errors.name = 'clients.form.nameRequired';
  const email = values.email.trim();
  if (email && !EMAIL.test(email)) errors.email = 'clients.form.emailInvalid';
  for (const field of ['instructions', 'sensitivities'] as const) {
    if (values[field].trim().length > GUIDANCE_LIMITS[field]) errors[field] = 'clients.form.tooLong';
  }
  return errors;
}

export function isValid(errors: ClientFormErrors): boolean {
  return Object.values(errors).every((error) => error === undefined);
}
