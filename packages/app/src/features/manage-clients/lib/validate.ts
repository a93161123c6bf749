/** Translation keys (app_content) of what is wrong with the client form, per field. */
export interface ClientFormErrors {
  name?: 'clients.form.nameRequired';
  email?: 'clients.form.emailInvalid';
}

export interface ClientFormValues {
  name: string;
  email: string;
  notes: string;
}

// Deliberately loose: one @, something on both sides, a dot in the domain. The platform decides the rest.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateClientForm(values: ClientFormValues): ClientFormErrors {
  const errors: ClientFormErrors = {};
  if (!values.name.trim()) errors.name = 'clients.form.nameRequired';
  const email = values.email.trim();
  if (email && !EMAIL.test(email)) errors.email = 'clients.form.emailInvalid';
  return errors;
}

export function isValid(errors: ClientFormErrors): boolean {
  return errors.name === undefined && errors.email === undefined;
}
