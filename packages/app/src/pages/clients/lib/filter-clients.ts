import type { Client } from '@/entities/client';

/** Clients whose name or email contains every word of the query (case- and accent-insensitive). */
export function filterClients(clients: readonly Client[], query: string): Client[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...clients];
  return clients.filter((client) => {
    const haystack = normalise(`${client.name} ${client.email ?? ''}`);
    return words.every((word) => haystack.includes(word));
  });
}

function normalise(text: string): string {
  // Turkish dotted and dotless i both fold to a plain i, so "isik" finds "Işık" and "İpek".
  return text
    .toLocaleLowerCase('tr-TR')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ı/g, 'i');
}
