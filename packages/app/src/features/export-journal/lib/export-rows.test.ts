import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '@/entities/journal';
import { exportFileName, toCsv, toJson } from './export-rows.ts';

const entry = (fields: Partial<JournalEntry>): JournalEntry => ({
  id: 'j-1',
  clientId: 'c-1',
  title: 'Walk',
  content: 'Line one\n\nLine "two", with comma',
  tags: ['calm', 'sea'],
  date: '2026-11-20T09:00:00.000Z',
  timing: 4,
  status: 2,
  color: '#6366f1',
  createdById: 'u-1',
  protection: 'plain',
  record: { id: 'j-1', title: 'eg1.secret' },
  ...fields,
});

describe('journal export', () => {
  it('writes JSON with readable fields and never the stored ciphertext', () => {
    const parsed = JSON.parse(
      toJson([entry({}), entry({ id: 'j-2', title: '', content: '', protection: 'locked' })]),
    ) as {
      entries: Record<string, unknown>[];
    };
    expect(parsed.entries[0]).toMatchObject({
      title: 'Walk',
      tags: 'calm, sea',
      timing: 'After',
      status: 'Processed',
    });
    expect(parsed.entries[1]).toMatchObject({ title: '', content: '', protection: 'locked' });
    expect(JSON.stringify(parsed)).not.toContain('eg1.secret');
  });

  it('writes CSV with quoting, embedded newlines and formula-looking cells neutralised', async () => {
    const csv = await toCsv([entry({}), entry({ id: 'j-2', title: '=HYPERLINK("x")' })]);
    const [header] = csv.split('\r\n');
    expect(header).toBe('id,date,title,content,tags,timing,status,color,protection');
    expect(csv).toContain('"Line one\n\nLine ""two"", with comma"');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('names files by date', () => {
    expect(exportFileName('csv', new Date('2026-11-22T10:00:00Z'))).toBe(
      'emotion-guru-journal-2026-11-22.csv',
    );
  });
});
