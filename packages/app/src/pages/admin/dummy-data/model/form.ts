import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $activeClientId } from '@/entities/client';
import { $access, logoutFx } from '@/entities/session';
import { createRemoteQuery } from '@/shared/api';
import { $language } from '@/shared/i18n';
import { fetchTenantClients, type TenantClient } from '../api/dummy-data-api.ts';
import { DEFAULT_DAYS, parseDays } from '../lib/form.ts';
import { isGeneratedLanguage, type GeneratedLanguage } from '../lib/texts.ts';

/** The page opened (again): the tenant's clients load, and the chosen client's generated data is counted. */
export const dummyDataOpened = createEvent();
/** "Try again" after the client list failed to load. */
export const clientsRetried = createEvent();
export const clientChosen = createEvent<string>();
/** The number of days as typed (kept as typed, checked when generating). */
export const daysChanged = createEvent<string>();
export const languageChosen = createEvent<GeneratedLanguage>();
/** Generate pressed: the form is checked, and a valid one starts a run (model/generate.ts). */
export const generateSubmitted = createEvent();

export const fetchTenantClientsFx = createEffect(() => fetchTenantClients());

/** Every client of the tenant (only an admin's page asks). */
export const tenantClientsQuery = createRemoteQuery({
  name: 'admin-dummy-data/clients',
  effect: fetchTenantClientsFx,
  abortAll: logoutFx.finally,
});
sample({
  clock: [dummyDataOpened, clientsRetried],
  source: $access,
  filter: (access) => access.admin,
  fn: () => undefined,
  target: tenantClientsQuery.start,
});
sample({ clock: logoutFx.finally, target: tenantClientsQuery.reset });

export const $tenantClients = tenantClientsQuery.$data.map((clients) => clients ?? []);
/** `'initial' | 'pending' | 'done' | 'fail'`. */
export const $tenantClientsStatus = tenantClientsQuery.$status;

const $clientChoice = createStore<string | null>(null, { serialize: 'ignore' })
  .on(clientChosen, (_, id) => id)
  .reset(logoutFx.finally);
/**
 * The client the page works on: the one chosen, else the admin's own active client when it is in the
 * list, else none yet (the picker then asks for one rather than guessing someone's client).
 */
export const $chosenClient = combine(
  $clientChoice,
  $tenantClients,
  $activeClientId,
  (choice, clients, active): TenantClient | null =>
    clients.find((client) => client.id === choice) ?? clients.find((client) => client.id === active) ?? null,
);
export const $chosenClientId = $chosenClient.map((client) => client?.id ?? null);

export const $daysText = createStore(String(DEFAULT_DAYS), { serialize: 'ignore' })
  .on(daysChanged, (_, text) => text)
  .reset(logoutFx.finally);

const $languageChoice = createStore<GeneratedLanguage | null>(null, { serialize: 'ignore' })
  .on(languageChosen, (_, language) => language)
  .reset(logoutFx.finally);
/** The data's language: the one chosen, else the interface's. */
export const $chosenLanguage = combine($languageChoice, $language, (choice, language): GeneratedLanguage => {
  if (choice) return choice;
  return isGeneratedLanguage(language) ? language : 'en-US';
});

/** What generating needs, once the form is valid. */
export interface GenerationRequest {
  clientId: string;
  clientName: string;
  days: number;
  language: GeneratedLanguage;
}

/** What is wrong with the form: no client chosen, or days that are not 1 to 730. */
export interface FormErrors {
  client?: 'missing';
  days?: 'invalid';
}

export const $request = combine(
  $chosenClient,
  $daysText,
  $chosenLanguage,
  (client, daysText, language): GenerationRequest | null => {
    const days = parseDays(daysText);
    if (!client || days === null) return null;
    return { clientId: client.id, clientName: client.name, days, language };
  },
);

/** Generate was pressed at least once: the fields' errors show from then on, as they change. */
export const $triedToGenerate = createStore(false, { serialize: 'ignore' })
  .on(generateSubmitted, () => true)
  .reset(logoutFx.finally);
export const $formErrors = combine(
  $triedToGenerate,
  $chosenClient,
  $daysText,
  (tried, client, daysText): FormErrors => {
    if (!tried) return {};
    return {
      ...(client ? {} : { client: 'missing' as const }),
      ...(parseDays(daysText) === null ? { days: 'invalid' as const } : {}),
    };
  },
);
