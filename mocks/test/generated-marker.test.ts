/**
 * The `generated` marker of check-ins, reflections, loops and journal entries (README, "Generated demo
 * data"): a boolean property the admin's demo-data page sets on what it writes, filters by to count, and
 * deletes by, leaving the person's own records alone.
 */
import { where, type PlatformClient } from '@emotion-guru/platform-sdk';
import { describe, expect, it } from 'vitest';
import { userIdFor } from '../src/ids.ts';
import { emotionIdFor } from '../src/seed/emotions/seed.ts';
import { signedIn, useEmulator } from './helpers.ts';

const { emulator } = useEmulator();

const MARKED = ['VegEmotionRecord', 'VegReflection', 'VegLoop', 'VegJournal'] as const;

/** James's (premium) own client, as the admin sees it. */
async function premiumClientId(admin: PlatformClient): Promise<string> {
  const client = await admin.entity.queryOne<{ id: string }>({
    entityName: 'VegClient',
    filters: [where.eq('user_id', userIdFor('premium@example.com'))],
  });
  if (!client) throw new Error('premium has no client');
  return client.id;
}

async function count(client: PlatformClient, entityName: string, clientId: string, generated?: boolean) {
  const { totalCount } = await client.entity.query({
    entityName,
    filters: [
      where.eq('client_id', clientId),
      ...(generated === undefined ? [] : [where.eq('generated', generated)]),
    ],
    selectCols: ['id'],
    count: 1,
    calcTotalCount: true,
  });
  return totalCount ?? 0;
}

describe('the generated marker', () => {
  it('is a boolean property of the four entities', async () => {
    const admin = await signedIn('admin@example.com');
    for (const name of MARKED) {
      const { definition } = await admin.metadata.getDefinition(name);
      expect(definition?.properties.find((property) => property.name === 'generated')?.dataType, name).toBe(
        'boolean',
      );
    }
  });

  it('is on nothing the seed wrote', () => {
    const tenant = emulator.db.tenant('emotion');
    for (const name of MARKED) {
      expect(emulator.db.rows(tenant, name).some((row) => row.generated === true)).toBe(false);
    }
  });

  it('is stored as written, counted by a filter, and a deleteQuery by it takes only the marked records', async () => {
    const admin = await signedIn('admin@example.com');
    const clientId = await premiumClientId(admin);
    const before = Object.fromEntries(
      await Promise.all(MARKED.map(async (name) => [name, await count(admin, name, clientId)] as const)),
    );
    expect(before['VegEmotionRecord']).toBeGreaterThan(0);
    expect(before['VegJournal']).toBeGreaterThan(0);

    const { id: loopId } = await admin.entity.save({
      entityName: 'VegLoop',
      entity: { client_id: clientId, title: 'Deadlines at work', generated: true },
    });
    await admin.entity.saveMulti({
      entityName: 'VegReflection',
      entities: [1, 2].map((day) => ({
        client_id: clientId,
        title: `Report due ${day}`,
        date: `2026-03-0${day}T09:00:00.000Z`,
        emotions: [{ emotion_id: emotionIdFor('stressed'), level: 4 }],
        bodySensations: [{ area: 'shoulders', intensity: 2 }],
        loop_id: loopId,
        generated: true,
      })),
    });
    await admin.entity.saveMulti({
      entityName: 'VegEmotionRecord',
      entities: [1, 2, 3].map((day) => ({
        client_id: clientId,
        emotion_id: emotionIdFor('calm'),
        level: 2,
        date: `2026-03-0${day}T08:00:00.000Z`,
        generated: true,
      })),
    });
    await admin.entity.save({
      entityName: 'VegJournal',
      entity: { client_id: clientId, title: 'A calmer morning', content: '<p>x</p>', generated: true },
    });
    // One written by hand, marked false on purpose: it stays.
    await admin.entity.save({
      entityName: 'VegEmotionRecord',
      entity: { client_id: clientId, emotion_id: emotionIdFor('joy'), level: 2, generated: false },
    });

    const marked = { VegEmotionRecord: 3, VegReflection: 2, VegLoop: 1, VegJournal: 1 };
    for (const name of MARKED) {
      expect(await count(admin, name, clientId, true), name).toBe(marked[name]);
    }
    const loop = await admin.entity.get<{ generated?: boolean }>({ entityName: 'VegLoop', entityId: loopId });
    expect(loop.entity?.generated).toBe(true);

    for (const name of ['VegReflection', 'VegLoop', 'VegEmotionRecord', 'VegJournal'] as const) {
      const { deleteCount } = await admin.entity.deleteQuery({
        entityName: name,
        filters: [where.eq('client_id', clientId), where.eq('generated', true)],
      });
      expect(deleteCount, name).toBe(marked[name]);
    }
    for (const name of MARKED) {
      expect(await count(admin, name, clientId, true), name).toBe(0);
      const extra = name === 'VegEmotionRecord' ? 1 : 0;
      expect(await count(admin, name, clientId), name).toBe((before[name] ?? 0) + extra);
    }
  });
});
