/**
 * The emotion entities: the catalogue (readable by every signed-in user of the tenant, written by admins),
 * users' own words (private to their client), and check-ins, reflections and loops with the journal's
 * ownership rules plus the `private` flag that hides a record from the client's caretaker. The access
 * probes are generated: five parties (and an admin) × get, query by id, query all, save, delete ×
 * private or not × the three client-record entities, and every refused write leaves the record as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMOTION_MESSAGES } from '../src/access/emotions.ts';
import { EMULATOR_MESSAGES } from '../src/handlers/context.ts';
import { userIdFor } from '../src/ids.ts';
import { EMOTION_CATALOGUE } from '../src/seed/emotions/catalogue.ts';
import { emotionIdFor } from '../src/seed/emotions/seed.ts';
import type { Row } from '../src/query/types.ts';
import { call, login, useEmulator, type ApiAnswer, type Json } from './helpers.ts';

const { emulator } = useEmulator({ resetEach: false });

const OWNER = 'ece.sahin@example.com';
const CARETAKER = 'team@example.com';
const OTHER_CARETAKER = 'premium@example.com';
const OTHER_TENANT = 'other@example.com';
const ADMIN = 'admin@example.com';

type Party = 'owner' | 'caretaker' | 'otherCaretaker' | 'otherTenant' | 'signedOut' | 'admin';
const PARTIES: Record<Party, string | undefined> = {
  owner: OWNER,
  caretaker: CARETAKER,
  otherCaretaker: OTHER_CARETAKER,
  otherTenant: OTHER_TENANT,
  signedOut: undefined,
  admin: ADMIN,
};
const ENTITIES = ['VegEmotionRecord', 'VegReflection', 'VegLoop'] as const;
type ClientEntity = (typeof ENTITIES)[number];

const tokens = new Map<string, string>();
let eceClientId = '';
let probes = 0;

function tenantOf(email: string | undefined): string {
  return email === OTHER_TENANT ? 'other' : 'emotion';
}

async function as(party: Party, path: string, body: Json, language = 'en-US'): Promise<ApiAnswer> {
  const email = PARTIES[party];
  probes += 1;
  return call(path, body, email === undefined ? undefined : tokens.get(email), {
    tenantCode: tenantOf(email),
    languageCode: language,
  });
}

function stored(entity: string, id: string): Row | undefined {
  return emulator.db.row(emulator.db.tenant('emotion'), entity, id);
}

/** A fresh record of Ece's client, written by Ece herself. */
async function ownRecord(entity: ClientEntity, isPrivate: boolean): Promise<string> {
  const fields: Record<ClientEntity, Json> = {
    VegEmotionRecord: {
      emotion_id: emotionIdFor('calm'),
      level: 2,
      timing: 4,
      note: 'probe',
      date: '2026-01-01',
    },
    VegReflection: {
      title: 'probe',
      emotions: [{ emotion_id: emotionIdFor('lonely'), level: 4 }],
      bodySensations: [{ area: 'chest', intensity: 2 }],
    },
    VegLoop: { title: 'probe' },
  };
  const answer = await as('owner', '/api/entity/save', {
    entityName: entity,
    entity: { ...fields[entity], client_id: eceClientId, private: isPrivate },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return String(answer.body.id);
}

function allowed(party: Party, isPrivate: boolean): boolean {
  if (party === 'owner' || party === 'admin') return true;
  if (party === 'caretaker') return !isPrivate;
  return false;
}

/** The status a refused call answers: signed out 401, the other tenant cannot even find it, others 403. */
function refusal(party: Party): number {
  return party === 'signedOut' ? 401 : party === 'otherTenant' ? 404 : 403;
}

beforeAll(async () => {
  for (const email of [OWNER, CARETAKER, OTHER_CARETAKER, ADMIN, OTHER_TENANT])
    tokens.set(email, await login(email, tenantOf(email)));
  const tenant = emulator.db.tenant('emotion');
  const client = emulator.db.rows(tenant, 'VegClient').find((c) => c.user_id === userIdFor(OWNER));
  eceClientId = typeof client?.id === 'string' ? client.id : '';
  // The "other caretaker" looks after a client of their own.
  await as('otherCaretaker', '/api/entity/save', {
    entityName: 'VegClient',
    entity: { name: 'Zoe', caretaker_id: userIdFor(OTHER_CARETAKER) },
  });
});

afterAll(() => {
  // Five parties and an admin, five operations, private or not, three entities.
  expect(probes).toBeGreaterThanOrEqual(6 * 5 * 2 * 3);
});

describe('the seeded client with an account of her own', () => {
  it("is Ece's client record, looked after by the team caretaker", () => {
    const client = stored('VegClient', eceClientId);
    expect(client).toMatchObject({
      name: 'Ece Şahin',
      caretaker_id: userIdFor(CARETAKER),
      user_id: userIdFor(OWNER),
    });
  });
});

describe('check-ins, reflections and loops: access probes', () => {
  for (const entity of ENTITIES) {
    for (const isPrivate of [false, true]) {
      for (const party of Object.keys(PARTIES) as Party[]) {
        const may = allowed(party, isPrivate);
        it(`${party} ${may ? 'reads, changes and deletes' : 'cannot reach'} a ${isPrivate ? 'private' : 'shared'} ${entity}`, async () => {
          const id = await ownRecord(entity, isPrivate);
          const before = stored(entity, id);

          const get = await as(party, '/api/entity/get', { entityName: entity, entityId: id });
          expect(get.status).toBe(may ? 200 : refusal(party));
          if (may) expect((get.body.entity as Json).id).toBe(id);
          else expect(get.body.entity).toBeUndefined();

          const byId = await as(party, '/api/entity/query', {
            entityName: entity,
            filters: [{ field: 'id', op: 'eq', value: id }],
          });
          if (party === 'signedOut') expect(byId.status).toBe(401);
          else
            expect(((byId.body.entities as Json[] | undefined) ?? []).map((e) => e.id)).toEqual(
              may ? [id] : [],
            );

          const all = await as(party, '/api/entity/query', { entityName: entity, count: 1000 });
          const ids = ((all.body.entities as Json[] | undefined) ?? []).map((e) => e.id);
          expect(ids.includes(id)).toBe(may);

          const field = entity === 'VegEmotionRecord' ? 'note' : 'title';
          const save = await as(party, '/api/entity/save', {
            entityName: entity,
            entity: { id, [field]: 'taken' },
          });
          expect(save.status).toBe(may ? 200 : refusal(party));
          if (may) expect(stored(entity, id)?.[field]).toBe('taken');
          else expect(stored(entity, id)).toEqual(before);

          const del = await as(party, '/api/entity/delete', { entityName: entity, entityId: id });
          expect(del.status).toBe(may ? 200 : refusal(party));
          expect(stored(entity, id) === undefined).toBe(may);
        });
      }
    }
  }

  it('no seeded private record of any client reaches anyone but its client and admins', async () => {
    const tenant = emulator.db.tenant('emotion');
    for (const entity of ENTITIES) {
      const privateIds = new Set(
        emulator.db
          .rows(tenant, entity)
          .filter((r) => r.private === true)
          .map((r) => String(r.id)),
      );
      if (entity !== 'VegLoop') expect(privateIds.size, entity).toBeGreaterThan(0);
      for (const party of ['caretaker', 'otherCaretaker', 'otherTenant'] as const) {
        const answer = await as(party, '/api/entity/query', { entityName: entity, count: 5000 });
        const leaked = ((answer.body.entities as Json[] | undefined) ?? []).filter((e) =>
          privateIds.has(String(e.id)),
        );
        expect(leaked, `${party} saw private ${entity}`).toEqual([]);
      }
      const mine = await as('owner', '/api/entity/query', { entityName: entity, count: 5000 });
      const mineIds = new Set(((mine.body.entities as Json[] | undefined) ?? []).map((e) => String(e.id)));
      for (const id of privateIds) expect(mineIds.has(id)).toBe(true);
    }
  });
});

describe('the private flag', () => {
  it('only the client can set it: a caretaker marking a record private is refused and nothing changes', async () => {
    const id = await ownRecord('VegReflection', false);
    const before = stored('VegReflection', id);
    const mark = await as('caretaker', '/api/entity/save', {
      entityName: 'VegReflection',
      entity: { id, private: true },
    });
    expect(mark.status).toBe(403);
    expect(stored('VegReflection', id)).toEqual(before);
    const create = await as('caretaker', '/api/entity/save', {
      entityName: 'VegEmotionRecord',
      entity: { client_id: eceClientId, emotion_id: emotionIdFor('calm'), private: true },
    });
    expect(create.status).toBe(403);
    expect(
      emulator.db
        .rows(emulator.db.tenant('emotion'), 'VegEmotionRecord')
        .filter((r) => r.createdBy_id === userIdFor(CARETAKER) && r.private === true),
    ).toEqual([]);
  });

  it('the client can share a private record with the caretaker again', async () => {
    const id = await ownRecord('VegEmotionRecord', true);
    expect(
      (await as('caretaker', '/api/entity/get', { entityName: 'VegEmotionRecord', entityId: id })).status,
    ).toBe(403);
    expect(
      (
        await as('owner', '/api/entity/save', {
          entityName: 'VegEmotionRecord',
          entity: { id, private: false },
        })
      ).status,
    ).toBe(200);
    expect(
      (await as('caretaker', '/api/entity/get', { entityName: 'VegEmotionRecord', entityId: id })).status,
    ).toBe(200);
  });

  it('a caretaker cannot make themself the client’s user to read the private records', async () => {
    const answer = await as('caretaker', '/api/entity/save', {
      entityName: 'VegClient',
      entity: { id: eceClientId, user_id: userIdFor(CARETAKER) },
    });
    expect(answer.status).toBe(403);
    expect(stored('VegClient', eceClientId)?.user_id).toBe(userIdFor(OWNER));
  });

  it('a caretaker writes shared records for the client, which the client reads', async () => {
    const answer = await as('caretaker', '/api/entity/save', {
      entityName: 'VegReflection',
      entity: {
        title: 'Session notes',
        client_id: eceClientId,
        timing: 4,
        emotions: [{ emotion_id: emotionIdFor('hope'), level: 2 }],
      },
    });
    expect(answer.status).toBe(200);
    const read = await as('owner', '/api/entity/get', {
      entityName: 'VegReflection',
      entityId: answer.body.id,
    });
    expect((read.body.entity as Json).title).toBe('Session notes');
  });
});

describe('the catalogue', () => {
  it('is readable by every signed-in user of each tenant, in their language, and by nobody signed out', async () => {
    for (const party of ['owner', 'otherTenant', 'caretaker'] as const) {
      const answer = await as(party, '/api/entity/query', {
        entityName: 'VegEmotion',
        filters: [{ field: 'isCustom', op: 'eq', value: false }],
        count: 500,
        calcTotalCount: true,
      });
      expect(answer.body.totalCount).toBe(EMOTION_CATALOGUE.length);
    }
    const tr = await as(
      'owner',
      '/api/entity/get',
      { entityName: 'VegEmotion', entityId: emotionIdFor('love') },
      'tr-TR',
    );
    expect(tr.body.entity).toMatchObject({
      slug: 'love',
      name: 'Sevgi',
      kind: 2,
      parents: ['joy', 'trust'],
      dyad: 'primary',
      isCustom: false,
    });
    const both = await as(
      'owner',
      '/api/entity/get',
      { entityName: 'VegEmotion', entityId: emotionIdFor('calm') },
      '*',
    );
    expect((both.body.entity as Json).name).toEqual({ 'en-US': 'Calm', 'tr-TR': 'Sakin' });
    expect((await as('signedOut', '/api/entity/query', { entityName: 'VegEmotion' })).status).toBe(401);
  });

  it('finds words by name in the caller’s language', async () => {
    const answer = await as(
      'owner',
      '/api/entity/query',
      { entityName: 'VegEmotion', searchText: 'yalnız' },
      'tr-TR',
    );
    expect((answer.body.entities as Json[]).map((e) => e.slug)).toContain('lonely');
  });

  it('is written only by admins', async () => {
    const id = emotionIdFor('joy');
    const before = stored('VegEmotion', id);
    for (const party of ['owner', 'caretaker'] as const) {
      expect(
        (await as(party, '/api/entity/save', { entityName: 'VegEmotion', entity: { id, energy: -1 } }))
          .status,
      ).toBe(403);
      expect((await as(party, '/api/entity/delete', { entityName: 'VegEmotion', entityId: id })).status).toBe(
        403,
      );
      const create = await as(party, '/api/entity/save', {
        entityName: 'VegEmotion',
        entity: { slug: 'new-word', name: 'New word', family: 'joy', pleasantness: 0.5, energy: 0.5 },
      });
      expect(create.status).toBe(400);
      expect(create.body.message).toBe(EMOTION_MESSAGES.CLIENT_REQUIRED);
    }
    expect(stored('VegEmotion', id)).toEqual(before);
    const admin = await as('admin', '/api/entity/save', {
      entityName: 'VegEmotion',
      entity: {
        slug: 'wistful',
        name: { 'en-US': 'Wistful', 'tr-TR': 'Hasret dolu' },
        kind: 1,
        level: 1,
        family: 'sadness',
        pleasantness: -0.1,
        energy: -0.4,
        isCustom: false,
      },
    });
    expect(admin.status).toBe(200);
    const seen = await as('otherCaretaker', '/api/entity/get', {
      entityName: 'VegEmotion',
      entityId: admin.body.id,
    });
    expect((seen.body.entity as Json).name).toBe('Wistful');
  });
});

describe("users' own words", () => {
  it('belong to one client: its user and caretaker see them, nobody else; only the creator changes them', async () => {
    const created = await as(
      'owner',
      '/api/entity/save',
      {
        entityName: 'VegEmotion',
        entity: {
          slug: 'joy',
          name: 'Hüzünlü sevinç',
          family: 'joy',
          pleasantness: 0.2,
          energy: -0.3,
          client_id: eceClientId,
          kind: 2,
          parents: ['joy', 'sadness'],
        },
      },
      'tr-TR',
    );
    expect(created.status).toBe(200);
    const id = String(created.body.id);
    // Stored as a custom Basic word of its family; the catalogue's slug is not taken.
    expect(stored('VegEmotion', id)).toMatchObject({
      isCustom: true,
      origin: 'custom',
      kind: 1,
      family: 'joy',
      client_id: eceClientId,
      name: { 'tr-TR': 'Hüzünlü sevinç' },
    });
    expect(stored('VegEmotion', id)?.slug).toBeUndefined();
    expect(
      (await as('caretaker', '/api/entity/get', { entityName: 'VegEmotion', entityId: id })).status,
    ).toBe(200);
    expect(
      (await as('otherCaretaker', '/api/entity/get', { entityName: 'VegEmotion', entityId: id })).status,
    ).toBe(403);
    expect(
      (await as('otherTenant', '/api/entity/get', { entityName: 'VegEmotion', entityId: id })).status,
    ).toBe(404);
    expect(
      (await as('caretaker', '/api/entity/save', { entityName: 'VegEmotion', entity: { id, energy: 0.9 } }))
        .status,
    ).toBe(403);

    // Usable in the client's own records, not in another client's.
    const checkIn = await as('owner', '/api/entity/save', {
      entityName: 'VegEmotionRecord',
      entity: { client_id: eceClientId, emotion_id: id, level: 1 },
    });
    expect(checkIn.status).toBe(200);
    const aylin = emulator.db
      .rows(emulator.db.tenant('emotion'), 'VegClient')
      .find((c) => c.name === 'Aylin Koç');
    const elsewhere = await as('caretaker', '/api/entity/save', {
      entityName: 'VegReflection',
      entity: { client_id: aylin?.id, emotions: [{ emotion_id: id, level: 2 }] },
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe(EMOTION_MESSAGES.EMOTION_OF_OTHER_CLIENT);
    const unseen = await as('otherCaretaker', '/api/entity/save', {
      entityName: 'VegEmotion',
      entity: { name: 'Mine', family: 'joy', client_id: eceClientId },
    });
    expect(unseen.status).toBe(403);
  });

  it('need a basic family and coordinates in range', async () => {
    const noFamily = await as('owner', '/api/entity/save', {
      entityName: 'VegEmotion',
      entity: { name: 'Odd', client_id: eceClientId, family: 'love' },
    });
    expect(noFamily.body.message).toBe(EMOTION_MESSAGES.INVALID_FAMILY);
    const outside = await as('owner', '/api/entity/save', {
      entityName: 'VegEmotion',
      entity: { name: 'Odd', client_id: eceClientId, family: 'joy', energy: 2 },
    });
    expect(outside.body.message).toBe(EMOTION_MESSAGES.INVALID_COORDINATE);
  });
});

describe('what a record must hold', () => {
  it('answers 400 with the rule that was broken', async () => {
    const cases: [Json, string, string][] = [
      [{ emotion_id: emotionIdFor('calm') }, 'VegEmotionRecord', EMOTION_MESSAGES.CLIENT_REQUIRED],
      [{ client_id: eceClientId }, 'VegEmotionRecord', EMOTION_MESSAGES.EMOTION_REQUIRED],
      [
        { client_id: eceClientId, emotion_id: emotionIdFor('calm'), level: 3 },
        'VegEmotionRecord',
        EMOTION_MESSAGES.INVALID_LEVEL,
      ],
      [
        { client_id: eceClientId, emotion_id: emotionIdFor('calm'), timing: 8 },
        'VegEmotionRecord',
        EMOTION_MESSAGES.INVALID_TIMING,
      ],
      [{ client_id: eceClientId, emotions: 'calm' }, 'VegReflection', EMOTION_MESSAGES.INVALID_EMOTIONS],
      [
        { client_id: eceClientId, emotions: [{ level: 2 }] },
        'VegReflection',
        EMOTION_MESSAGES.INVALID_EMOTIONS,
      ],
      [
        { client_id: eceClientId, bodySensations: [{ area: 'elbow' }] },
        'VegReflection',
        EMOTION_MESSAGES.INVALID_BODY,
      ],
      [{ title: 'Loop' }, 'VegLoop', EMOTION_MESSAGES.CLIENT_REQUIRED],
    ];
    for (const [entity, entityName, message] of cases) {
      const answer = await as('owner', '/api/entity/save', { entityName, entity });
      expect(answer.status, message).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    const ghost = await as('owner', '/api/entity/save', {
      entityName: 'VegReflection',
      entity: { client_id: eceClientId, emotions: [{ emotion_id: 'no-such-word' }] },
    });
    expect(ghost.status).toBe(404);
    expect(ghost.body.message).toBe(EMULATOR_MESSAGES.NOT_FOUND);
  });

  it('links a reflection only to a loop of the same client', async () => {
    const tenant = emulator.db.tenant('emotion');
    const aylin = emulator.db.rows(tenant, 'VegClient').find((c) => c.name === 'Aylin Koç');
    const aylinLoop = emulator.db.rows(tenant, 'VegLoop').find((l) => l.client_id === aylin?.id);
    const answer = await as('caretaker', '/api/entity/save', {
      entityName: 'VegReflection',
      entity: { client_id: eceClientId, loop_id: aylinLoop?.id },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(EMOTION_MESSAGES.LOOP_OF_OTHER_CLIENT);
  });

  it('filters reflections by the emotions they hold and includes their loop', async () => {
    const answer = await as('caretaker', '/api/entity/query', {
      entityName: 'VegReflection',
      filters: [
        { field: 'client_id', op: 'eq', value: eceClientId },
        { field: 'emotions.emotion_id', op: 'in', value: [emotionIdFor('lonely')] },
      ],
      includes: ['loop'],
      count: 100,
    });
    const found = answer.body.entities as Json[];
    expect(found.length).toBeGreaterThan(0);
    for (const r of found) {
      expect((r.emotions as Json[]).some((e) => e.emotion_id === emotionIdFor('lonely'))).toBe(true);
      expect(r.private).not.toBe(true);
    }
    expect(found.some((r) => (r.loop as Json | null)?.title === 'Boş hafta sonları')).toBe(true);
  });
});
