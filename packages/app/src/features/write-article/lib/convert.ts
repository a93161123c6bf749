import { readingTimeOf, type BlogArticleForEditing, type BlogArticleInput } from '@emotion-guru/platform-sdk';
import { SUPPORTED_LANGUAGES } from '@/shared/i18n';
import { FIRST_LANGUAGE, dayOf, type ArticleForm, type ArticleTexts } from './article-form.ts';

function texts(values: Record<string, string>): ArticleTexts {
  return Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [language, values[language] ?? '']),
  ) as ArticleTexts;
}

/** The form of an article as the platform has it. */
export function formFromArticle(article: BlogArticleForEditing): ArticleForm {
  const published = new Date(article.publishDate);
  return {
    id: article.id,
    slug: article.slug,
    slugEdited: true,
    title: texts(article.title),
    description: texts(article.description),
    content: texts(article.content),
    image: article.image ? { id: article.image.id, url: article.image.publicUrl } : null,
    author: article.author,
    publishDate: Number.isNaN(published.getTime()) ? '' : dayOf(published),
    isPublished: article.isPublished,
    categoryIds: [...article.categoryIds],
    tagIds: [...article.tagIds],
  };
}

/** Minutes to read the article: its longest language's text at 200 words a minute (at least 1). */
export function readingTimeOfForm(form: ArticleForm): number {
  return Math.max(1, ...SUPPORTED_LANGUAGES.map((language) => readingTimeOf(form.content[language])));
}

/** What the platform stores: the form's values, the publish date at noon in the writer's zone. */
export function inputFromForm(form: ArticleForm): BlogArticleInput {
  const [year = 0, month = 1, day = 1] = form.publishDate.split('-').map(Number);
  return {
    ...(form.id === null ? {} : { id: form.id }),
    slug: form.slug.trim(),
    title: { ...form.title, [FIRST_LANGUAGE]: form.title[FIRST_LANGUAGE].trim() },
    description: { ...form.description },
    content: { ...form.content },
    imageId: form.image?.id ?? null,
    author: form.author.trim(),
    publishDate: new Date(year, month - 1, day, 12).toISOString(),
    isPublished: form.isPublished,
    readingTime: readingTimeOfForm(form),
    categoryIds: [...form.categoryIds],
    tagIds: [...form.tagIds],
  };
}
