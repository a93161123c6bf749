import type { ParseKeys } from 'i18next';

/** Namespaces with typed resources (see i18next.d.ts). */
type TypedNamespace =
  | 'app_content'
  | 'app_terms'
  | 'docs'
  | 'landing'
  | 'legal'
  | 'site'
  | 'reflection-wizard'
  | 'reflection'
  | 'groups'
  | 'chat'
  | 'insights'
  | 'billing'
  | 'blog'
  | 'blog-editor'
  | 'onboarding';

/** A translation key of a namespace: a typo or a key missing from English is a type error. */
export type TranslationKey<N extends TypedNamespace> = ParseKeys<N>;

/**
 * The ends of the keys under a prefix, e.g. `KeysUnder<'app_terms', 'sidebar.items.'>` is every
 * sidebar item id, so config that names keys by id is checked too.
 */
export type KeysUnder<N extends TypedNamespace, P extends string> =
  ParseKeys<N> extends infer K ? (K extends `${P}${infer Rest}` ? Rest : never) : never;
