import { describe, expect, it } from 'vitest';
import type { Client } from '@/entities/client';
import { filterClients } from './filter-clients.ts';

const clients: Client[] = [
  { id: '1', name: 'Ayşe Yılmaz', email: 'ayse@example.com', isActive: true },
  { id: '2', name: 'Işık Demir', isActive: false },
  { id: '3', name: 'Ben Carter', email: 'ben.carter@example.org', isActive: true },
];

describe('filterClients', () => {
  it('keeps everyone for an empty query', () => {
    expect(filterClients(clients, '   ')).toHaveLength(3);
  });

  it('matches names and emails, ignoring case and accents', () => {
    expect(filterClients(clients, 'AYSE').map((client) => client.id)).toEqual(['1']);
    expect(filterClients(clients, 'isik').map((client) => client.id)).toEqual(['2']);
    expect(filterClients(clients, 'example.org').map((client) => client.id)).toEqual(['3']);
  });

  it('needs every word to match', () => {
    expect(filterClients(clients, 'ben example.com')).toEqual([]);
    expect(filterClients(clients, 'carter ben').map((client) => client.id)).toEqual(['3']);
  });
});
