import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  plainRecord,
  toCsvFiles,
  zipCsvFiles,
  type ExportDocument,
} from './document.ts';

const document: ExportDocument = {
  format: EXPORT_FORMAT,
  version: EXPORT_VERSION,
  exportedAt: '2026-11-27T10:00:00.000Z',
  profile: { userId: 'u-1', name: 'Ayşe Yılmaz', email: 'ayse@example.com', language: 'tr-TR' },
  clients: [{ id: 'c-1', name: 'Ayşe Yılmaz', isActive: true }],
  checkIns: [
    {
      id: 'r-1',
      client_id: 'c-1',
      emotion_id: 'e-joy',
      level: 4,
      date: '2026-11-20T09:00:00.000Z',
      protection: 'plain',
    },
  ],
  journal: [
    {
      id: 'j-1',
      client_id: 'c-1',
      title: 'Deniz, "sakin"',
      content: '<p>Yürüdük.</p>',
      tags: [
        { id: 't-1', name: 'sea' },
        { id: 't-2', name: 'calm' },
      ],
      createdBy: { id: 'u-1', name: 'Ayşe' },
      protection: 'decrypted',
    },
  ],
  reflections: [
    {
      id: 'f-1',
      client_id: 'c-1',
      title: 'A call',
      emotions: [{ emotion_id: 'e-joy', level: 2 }],
      protection: 'locked',
    },
  ],
  loops: [],
  chats: [
    {
      id: 'ch-1',
      client_id: 'c-1',
      title: 'Evening',
      messages: [
        { id: 'm-1', chat_id: 'ch-1', role: 'user', content: 'Hello', chat: { id: 'ch-1' } },
        { id: 'm-2', chat_id: 'ch-1', role: 'assistant', content: 'Hi, how are you?' },
      ],
      protection: 'plain',
    },
  ],
};

const rows = (text: string) => {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<Record<string, string>>(text.slice(1), { header: true }).data;
};

describe('the export as CSV files', () => {
  it('writes one file per kind of record, the messages apart, tags by name, structures as JSON', () => {
    const files = toCsvFiles(document);
    expect(Object.keys(files)).toEqual([
      'profile.csv',
      'clients.csv',
      'check-ins.csv',
      'journal.csv',
      'reflections.csv',
      'loops.csv',
      'chats.csv',
      'chat-messages.csv',
    ]);
    expect(rows(files['profile.csv'] ?? '')).toEqual([
      { userId: 'u-1', name: 'Ayşe Yılmaz', email: 'ayse@example.com', language: 'tr-TR' },
    ]);
    expect(rows(files['journal.csv'] ?? '')).toEqual([
      {
        id: 'j-1',
        client_id: 'c-1',
        title: 'Deniz, "sakin"',
        content: '<p>Yürüdük.</p>',
        tags: 'sea, calm',
        protection: 'decrypted',
      },
    ]);
    expect(rows(files['reflections.csv'] ?? '')[0]?.['emotions']).toBe('[{"emotion_id":"e-joy","level":2}]');
    expect(rows(files['chats.csv'] ?? '')).toEqual([
      { id: 'ch-1', client_id: 'c-1', title: 'Evening', protection: 'plain' },
    ]);
    expect(
      rows(files['chat-messages.csv'] ?? '').map((message) => [message['chat_id'], message['content']]),
    ).toEqual([
      ['ch-1', 'Hello'],
      ['ch-1', 'Hi, how are you?'],
    ]);
    expect(files['loops.csv']).toBe('\uFEFF');
  });

  it('puts them in a ZIP archive that unzips to the same text', () => {
    const files = toCsvFiles(document);
    const unzipped = unzipSync(zipCsvFiles(files));
    expect(Object.keys(unzipped)).toEqual(Object.keys(files));
    // The byte-order mark is kept (a default TextDecoder would drop it).
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(unzipped['journal.csv']);
    expect(text).toBe(files['journal.csv']);
  });

  it("leaves out the platform's nested objects but keeps their ids", () => {
    expect(plainRecord({ id: 'x', client_id: 'c-1', client: { id: 'c-1' }, createdBy: { id: 'u' } })).toEqual(
      {
        id: 'x',
        client_id: 'c-1',
      },
    );
  });
});
