import type { BlogArticleForEditing } from '@emotion-guru/platform-sdk';
import { describe, expect, it } from 'vitest';
import { formFromArticle, inputFromForm, readingTimeOfForm } from './convert.ts';

const stored: BlogArticleForEditing = {
  id: 'b-1',
  slug: 'mental-loops',
  title: { 'en-US': 'Mental loops', 'tr-TR': 'Zihinsel döngüler' },
  description: { 'en-US': 'Why thoughts repeat', 'tr-TR': '' },
  content: { 'en-US': '<p>One two three</p>', 'tr-TR': '' },
  imageId: 'f-1',
  image: { id: 'f-1', publicUrl: '/api/file/f-1' },
  author: 'Ada Editor',
  publishDate: new Date(2026, 10, 20, 12).toISOString(),
  isPublished: true,
  readingTime: 1,
  categoryIds: ['c-1'],
  tagIds: ['t-1', 't-2'],
};

describe('the form and the platform', () => {
  it('reads a stored article into the form, its slug no longer following the title', () => {
    expect(formFromArticle(stored)).toEqual({
      id: 'b-1',
      slug: 'mental-loops',
      slugEdited: true,
      title: stored.title,
      description: stored.description,
      content: stored.content,
      image: { id: 'f-1', url: '/api/file/f-1' },
      author: 'Ada Editor',
      publishDate: '2026-11-20',
      isPublished: true,
      categoryIds: ['c-1'],
      tagIds: ['t-1', 't-2'],
    });
  });

  it('writes the form back as the platform stores it, the day kept whatever the zone', () => {
    const input = inputFromForm(formFromArticle(stored));
    expect(input).toMatchObject({ id: 'b-1', slug: 'mental-loops', imageId: 'f-1', readingTime: 1 });
    expect(new Date(input.publishDate).getDate()).toBe(20);
    expect(input.title).toEqual(stored.title);
  });

  it('leaves the id out for a new article and trims the English title and author', () => {
    const input = inputFromForm({
      ...formFromArticle(stored),
      id: null,
      title: { 'en-US': '  Mental loops ', 'tr-TR': '' },
      author: ' Ada ',
    });
    expect('id' in input).toBe(false);
    expect(input.title['en-US']).toBe('Mental loops');
    expect(input.author).toBe('Ada');
  });

  it('times the reading by the longest language, at least a minute', () => {
    const form = formFromArticle(stored);
    expect(readingTimeOfForm(form)).toBe(1);
    const long = `<p>${'word '.repeat(450)}</p>`;
    expect(readingTimeOfForm({ ...form, content: { 'en-US': '<p>Short</p>', 'tr-TR': long } })).toBe(3);
  });
});
