import { avatarSeed } from '@emotion-guru/ui';
import type { Client } from './client.ts';

/**
 * The generated default avatar: a mirrored 5x5 pattern in a colour, both from a hash of the email
 * (the same seed as the design system's Avatar fallback), as an SVG data URI. Made locally so it
 * works offline and tells no third party whose picture is being drawn.
 */
export function defaultAvatar(email: string): string {
  const seed = avatarSeed(email);
  const cells = seed.cells
    .map((filled, index) =>
      filled ? `<rect x="${(index % 5) + 1}" y="${Math.floor(index / 5) + 1}" width="1" height="1"/>` : '',
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 7 7" shape-rendering="crispEdges">` +
    `<rect width="7" height="7" fill="${seed.background}"/><g fill="#ffffff">${cells}</g></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Pictures the app can show without asking another host: inline images and our own paths. */
function isLocalImage(url: string): boolean {
  return url.startsWith('data:image/') || (url.startsWith('/') && !url.startsWith('//'));
}

/**
 * The picture to show for a client. Seeded records point at an external avatar service, which is
 * unreachable offline, may be blocked, and would receive the client's email in its URL: those, like
 * empty avatars, give way to the generated default.
 */
export function clientAvatar(client: Pick<Client, 'avatar' | 'email' | 'id'>): string {
  const stored = client.avatar?.trim();
  if (stored && isLocalImage(stored)) return stored;
  return defaultAvatar(client.email || client.id);
}
