import { createMutation } from '@farfetched/core';
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { $viewer, saveClientFx, type Client, type ClientInput } from '@/entities/client';
import { isValid, validateClientForm, type ClientFormValues } from '../lib/validate.ts';
import { toastOutcome } from './notify.ts';

export type EditorMode = { kind: 'create' } | { kind: 'edit'; client: Client };

/** Open the empty form for a new client. */
export const createRequested = createEvent();
/** Open the form filled with this client. */
export const editRequested = createEvent<Client>();
export const editorClosed = createEvent();
export const nameChanged = createEvent<string>();
export const emailChanged = createEvent<string>();
export const notesChanged = createEvent<string>();
export const instructionsChanged = createEvent<string>();
export const sensitivitiesChanged = createEvent<string>();
export const formSubmitted = createEvent();

const EMPTY: ClientFormValues = { name: '', email: '', notes: '', instructions: '', sensitivities: '' };

export const $editor = createStore<EditorMode | null>(null, { serialize: 'ignore' })
  .on(createRequested, () => ({ kind: 'create' }))
  .on(editRequested, (_, client) => ({ kind: 'edit', client }));

export const $values = createStore<ClientFormValues>(EMPTY, { serialize: 'ignore' })
  .on(createRequested, () => EMPTY)
  .on(editRequested, (_, client) => ({
    name: client.name,
    email: client.email ?? '',
    notes: client.notes ?? '',
    instructions: client.instructions ?? '',
    sensitivities: client.sensitivities ?? '',
  }))
  .on(nameChanged, (values, name) => ({ ...values, name }))
  .on(emailChanged, (values, email) => ({ ...values, email }))
  .on(notesChanged, (values, notes) => ({ ...values, notes }))
  .on(instructionsChanged, (values, instructions) => ({ ...values, instructions }))
  .on(sensitivitiesChanged, (values, sensitivities) => ({ ...values, sensitivities }));

/** Errors show only after the first attempt to save, not while the user is still typing. */
const $attempted = createStore(false)
  .on(formSubmitted, () => true)
  .reset(createRequested, editRequested);

export const $errors = combine($values, $attempted, (values, attempted) =>
  attempted ? validateClientForm(values) : {},
);

type FormFields = 'name' | 'email' | 'notes' | 'instructions' | 'sensitivities';

/** Every field trimmed; an emptied field is sent empty, so clearing it on an edit clears it on the platform. */
function cleaned(values: ClientFormValues): Pick<ClientInput, FormFields> {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    notes: values.notes.trim(),
    instructions: values.instructions.trim(),
    sensitivities: values.sensitivities.trim(),
  };
}

/** A new client of the signed-in caretaker, active from the start. */
export const createClientMutation = createMutation({
  name: 'clients/create',
  effect: attach({
    source: $viewer,
    effect: saveClientFx,
    mapParams: (values: ClientFormValues, viewer): ClientInput => ({
      ...cleaned(values),
      caretaker_id: viewer?.userId ?? '',
      isActive: true,
    }),
  }),
});

export const updateClientMutation = createMutation({
  name: 'clients/update',
  effect: attach({
    effect: saveClientFx,
    mapParams: ({ id, values }: { id: string; values: ClientFormValues }): ClientInput => ({
      id,
      ...cleaned(values),
    }),
  }),
});

export const $saving = combine(
  createClientMutation.$pending,
  updateClientMutation.$pending,
  (a, b) => a || b,
);

const validSubmit = sample({
  clock: formSubmitted,
  source: { editor: $editor, values: $values, saving: $saving },
  filter: ({ editor, values, saving }) => editor !== null && !saving && isValid(validateClientForm(values)),
});
sample({
  clock: validSubmit,
  filter: ({ editor }) => editor?.kind === 'create',
  fn: ({ values }) => values,
  target: createClientMutation.start,
});
sample({
  clock: validSubmit,
  filter: ({ editor }) => editor?.kind === 'edit',
  fn: ({ editor, values }) => ({ id: editor?.kind === 'edit' ? editor.client.id : '', values }),
  target: updateClientMutation.start,
});

// A failed save keeps the dialog open with everything typed, so the user can simply try again.
$editor.reset(editorClosed, createClientMutation.finished.success, updateClientMutation.finished.success);
$values.reset(createClientMutation.finished.success);

toastOutcome(createClientMutation, {
  success: 'clients.toast.created',
  failure: 'clients.toast.createFailed',
  name: (params) => params.name.trim(),
});
toastOutcome(updateClientMutation, {
  success: 'clients.toast.updated',
  failure: 'clients.toast.updateFailed',
});
