/**
 * The eight blog posts of the spec's known slugs, written as real articles in English and Turkish (the
 * Turkish is written for Turkish readers, not translated word for word).
 */
import posts from './blog-posts.json' with { type: 'json' };

export interface SeedCategory {
  slug: string;
  title: { 'en-US': string; 'tr-TR': string };
}

export interface SeedTag {
  name: string;
  title: { 'en-US': string; 'tr-TR': string };
}

export interface SeedPost {
  slug: string;
  author: string;
  /** Days before the seed date. */
  daysAgo: number;
  viewCount: number;
  categories: string[];
  tags: string[];
  /** Two colours for the generated cover image. */
  palette: [string, string];
  title: { 'en-US': string; 'tr-TR': string };
  description: { 'en-US': string; 'tr-TR': string };
  /** Paragraphs (HTML fragments); the first element of a pair may be an <h2>. */
  content: { 'en-US': string[]; 'tr-TR': string[] };
}

export const BLOG_CATEGORIES: readonly SeedCategory[] = [
  { slug: 'announcements', title: { 'en-US': 'Announcements', 'tr-TR': 'Duyurular' } },
  { slug: 'emotional-health', title: { 'en-US': 'Emotional health', 'tr-TR': 'Duygusal sağlık' } },
  { slug: 'product', title: { 'en-US': 'Product', 'tr-TR': 'Ürün' } },
  { slug: 'guides', title: { 'en-US': 'Guides', 'tr-TR': 'Rehberler' } },
];

export const BLOG_TAGS: readonly SeedTag[] = [
  { name: 'emotional-intelligence', title: { 'en-US': 'Emotional intelligence', 'tr-TR': 'Duygusal zekâ' } },
  { name: 'journaling', title: { 'en-US': 'Journaling', 'tr-TR': 'Günlük tutma' } },
  { name: 'mindfulness', title: { 'en-US': 'Mindfulness', 'tr-TR': 'Farkındalık' } },
  { name: 'security', title: { 'en-US': 'Security', 'tr-TR': 'Güvenlik' } },
  { name: 'ai', title: { 'en-US': 'AI', 'tr-TR': 'Yapay zekâ' } },
  { name: 'patterns', title: { 'en-US': 'Patterns', 'tr-TR': 'Örüntüler' } },
  { name: 'visualization', title: { 'en-US': 'Visualization', 'tr-TR': 'Görselleştirme' } },
];

/** The posts themselves are data (blog-posts.json): long bilingual text, not code. */
export const BLOG_POSTS: readonly SeedPost[] = posts.map((post) => ({
  ...post,
  palette: [post.palette[0] ?? '#6366f1', post.palette[1] ?? '#a855f7'],
}));

/** A cover image for a post: a simple gradient with the title, as SVG (no binary assets in the repository). */
export function coverSvg(post: SeedPost): string {
  const [from, to] = post.palette;
  const title = post.title['en-US'].replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${title}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/><circle cx="980" cy="140" r="220" fill="#ffffff" opacity="0.12"/><circle cx="160" cy="560" r="160" fill="#ffffff" opacity="0.1"/><text x="80" y="330" font-family="system-ui, sans-serif" font-size="56" font-weight="700" fill="#ffffff">${title}</text><text x="80" y="400" font-family="system-ui, sans-serif" font-size="28" fill="#ffffff" opacity="0.85">Emotion Guru</text></svg>`;
}

/** Reading time at 200 words a minute (rounded up, at least 1). */
export function readingTime(paragraphs: readonly string[]): number {
  const words = paragraphs
    .join(' ')
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
