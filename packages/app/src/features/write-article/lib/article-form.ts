import { BLOG_LIMITS, isBlogSlug, textLength } from '@emotion-guru/platform-sdk';
import { SUPPORTED_LANGUAGES, type Language } from '@/shared/i18n';

/** A text of the article in each language the site speaks ('' where it has none yet). */
export type ArticleTexts = Record<Language, string>;

/** The fields whose text is written per language. */
export type TextField = 'title' | 'description' | 'content';

/** The cover image: the uploaded file, where readers load it, and its description for screen readers. */
export interface CoverImage {
  id: string;
  url: string;
}

/** Everything the editor holds of one article: what is saved, as the form shows it. */
export interface ArticleForm {
  /** The platform's id; null for an article not saved yet. */
  id: string | null;
  slug: string;
  /** The slug was typed by hand: it no longer follows the English title. */
  slugEdited: boolean;
  title: ArticleTexts;
  description: ArticleTexts;
  /** HTML. */
  content: ArticleTexts;
  image: CoverImage | null;
  author: string;
  /** The day it is (or was) published, `YYYY-MM-DD`. */
  publishDate: string;
  isPublished: boolean;
  categoryIds: string[];
  tagIds: string[];
}

/** The language every article is written in first: its title there is required. */
export const FIRST_LANGUAGE: Language = 'en-US';

/**
 * Spec section 9, as the SDK and the platform count them: a multilingual text (title, description) holds
 * 256 characters a language, a rich text 2048.
 */
export const TEXT_LIMITS: Readonly<Record<TextField, number>> = {
  title: BLOG_LIMITS.title,
  description: BLOG_LIMITS.description,
  content: BLOG_LIMITS.content,
};

function texts(make: (language: Language) => string): ArticleTexts {
  return Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [language, make(language)]),
  ) as ArticleTexts;
}

/** `YYYY-MM-DD` of a moment, in the writer's own time zone. */
export function dayOf(moment: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** A new article: nothing written, by `author`, to be published today, a draft until published. */
export function blankArticle(author: string, today: Date): ArticleForm {
  return {
    id: null,
    slug: '',
    slugEdited: false,
    title: texts(() => ''),
    description: texts(() => ''),
    content: texts(() => ''),
    image: null,
    author,
    publishDate: dayOf(today),
    isPublished: false,
    categoryIds: [],
    tagIds: [],
  };
}

/** The text of an HTML fragment as a reader sees it: tags dropped, entities of spaces as spaces. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What is wrong with a field, as a key of the editor's messages (`errors.*`). */
export type FieldError = 'required' | 'tooLong' | 'slugFormat' | 'slugTaken' | 'publishDate' | 'author';

/** Errors by field: `slug`, `author`, `publishDate`, and `title.en-US`-style keys for the texts. */
export type FormErrors = Partial<Record<string, FieldError>>;

export const textKey = (field: TextField, language: Language): string => `${field}.${language}`;

/**
 * What must be fixed before the article can be saved: the slug, an English title, the spec's lengths in
 * every language, an author and a publish date. A draft may leave the rest empty.
 */
export function validateArticle(form: ArticleForm): FormErrors {
  const errors: FormErrors = {};
  if (form.slug.trim() === '') errors['slug'] = 'required';
  else if (!isBlogSlug(form.slug)) errors['slug'] = 'slugFormat';
  if (form.title[FIRST_LANGUAGE].trim() === '') errors[textKey('title', FIRST_LANGUAGE)] = 'required';
  for (const field of ['title', 'description', 'content'] as const) {
    for (const language of SUPPORTED_LANGUAGES) {
      if (textLength(form[field][language]) > TEXT_LIMITS[field])
        errors[textKey(field, language)] = 'tooLong';
    }
  }
  if (form.author.trim() === '') errors['author'] = 'author';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.publishDate) || Number.isNaN(Date.parse(form.publishDate)))
    errors['publishDate'] = 'publishDate';
  return errors;
}

export const hasErrors = (errors: FormErrors): boolean => Object.keys(errors).length > 0;

/** Whether the form holds anything the platform does not have yet. */
export function isChanged(form: ArticleForm, saved: ArticleForm): boolean {
  return JSON.stringify(form) !== JSON.stringify(saved);
}

/** The languages that have text, in the site's order (an article may be written in English only). */
export function writtenLanguages(form: ArticleForm): Language[] {
  return SUPPORTED_LANGUAGES.filter(
    (language) => form.title[language].trim() !== '' || plainText(form.content[language]) !== '',
  );
}
