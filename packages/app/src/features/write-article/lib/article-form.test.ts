import { describe, expect, it } from 'vitest';
import {
  TEXT_LIMITS,
  blankArticle,
  dayOf,
  isChanged,
  plainText,
  validateArticle,
  writtenLanguages,
  type ArticleForm,
} from './article-form.ts';

const today = new Date(2026, 10, 28, 9, 30);

function article(change: Partial<ArticleForm> = {}): ArticleForm {
  return {
    ...blankArticle('Ada Editor', today),
    slug: 'calm-mornings',
    title: { 'en-US': 'Calm mornings', 'tr-TR': '' },
    ...change,
  };
}

describe('blankArticle', () => {
  it('is a draft by its author, to be published today, with every language empty', () => {
    const blank = blankArticle('Ada Editor', today);
    expect(blank).toMatchObject({ id: null, slug: '', author: 'Ada Editor', publishDate: '2026-11-28' });
    expect(blank.isPublished).toBe(false);
    expect(blank.title).toEqual({ 'en-US': '', 'tr-TR': '' });
    expect(blank.content).toEqual({ 'en-US': '', 'tr-TR': '' });
  });
});

describe('validateArticle', () => {
  it('accepts an article with an address, an English title, an author and a date', () => {
    expect(validateArticle(article())).toEqual({});
  });

  it('asks for an address, an English title, an author and a real date', () => {
    const errors = validateArticle(
      article({
        slug: ' ',
        title: { 'en-US': '  ', 'tr-TR': 'Sakin sabahlar' },
        author: '',
        publishDate: '2026-13-45',
      }),
    );
    expect(errors).toEqual({
      slug: 'required',
      'title.en-US': 'required',
      author: 'author',
      publishDate: 'publishDate',
    });
  });

  it('refuses an address with capitals, spaces, a double hyphen or over 80 characters', () => {
    for (const slug of ['Calm-mornings', 'calm mornings', 'calm--mornings', '-calm', 'ç', 'a'.repeat(81)])
      expect(validateArticle(article({ slug }))['slug'], slug).toBe('slugFormat');
    expect(validateArticle(article({ slug: 'a'.repeat(80) }))['slug']).toBeUndefined();
  });

  it('holds every language to the spec’s lengths: title and summary 256, text 2048', () => {
    const errors = validateArticle(
      article({
        title: { 'en-US': 'Calm', 'tr-TR': 'x'.repeat(TEXT_LIMITS.title + 1) },
        description: { 'en-US': 'x'.repeat(257), 'tr-TR': 'x'.repeat(256) },
        content: { 'en-US': 'x'.repeat(2048), 'tr-TR': `<p>${'x'.repeat(2048)}</p>` },
      }),
    );
    expect(errors).toEqual({
      'title.tr-TR': 'tooLong',
      'description.en-US': 'tooLong',
      'content.tr-TR': 'tooLong',
    });
  });
});

describe('the form', () => {
  it('tells a change from the saved article', () => {
    const saved = article();
    expect(isChanged({ ...saved }, saved)).toBe(false);
    expect(isChanged({ ...saved, tagIds: ['t-1'] }, saved)).toBe(true);
    expect(isChanged({ ...saved, content: { ...saved.content, 'tr-TR': '<p>Merhaba</p>' } }, saved)).toBe(
      true,
    );
  });

  it('names the languages that have text', () => {
    expect(writtenLanguages(article())).toEqual(['en-US']);
    expect(writtenLanguages(article({ content: { 'en-US': '', 'tr-TR': '<p>Merhaba</p>' } }))).toEqual([
      'en-US',
      'tr-TR',
    ]);
    expect(writtenLanguages(article({ title: { 'en-US': '', 'tr-TR': '' } }))).toEqual([]);
  });

  it('reads HTML as text and days in the writer’s zone', () => {
    expect(plainText('<p>Calm&nbsp;<strong>mornings</strong></p><p></p>')).toBe('Calm mornings');
    expect(plainText('<p><br></p>')).toBe('');
    expect(dayOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
