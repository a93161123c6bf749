/**
 * Isolation: for every user, every private record of every other user (and of the other tenant) is
 * invisible and untouchable. Each probe is one HTTP call; the last test checks how many ran.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMULATOR_MESSAGES } from '../src/handlers/context.ts';
import { userIdFor } from '../src/ids.ts';
import type { Row } from '../src/query/types.ts';
import { BASE, call, login, useEmulator, type Json } from './helpers.ts';

const { emulator } = useEmulator({ resetEach: false });

const EMOTION_USERS = [
  'free@example.com',
  'premium@example.com',
  'pro@example.com',
  'team@example.com',
  'enterprise@example.com',
  'referrer@example.com',
];
const PRIVATE = [
  'VegClient',
  'VegJournal',
  'GsbSubscriptionPlan',
  'GsbPayment',
  'GsbUser',
  'GsbPushSubscription',
  'GsbFile',
  'GsbContactForm',
];
const tokens = new Map<string, string>();
let probes = 0;

function tenantOf(email: string): string {
  return email === 'other@example.com' ? 'other' : 'emotion';
}

function variation(email: string): Json {
  return { tenantCode: tenantOf(email), languageCode: 'en-US' };
}

async function as(email: string, path: string, body: Json) {
  probes += 1;
  return call(path, body, tokens.get(email), variation(email));
}

function ownerOf(entity: string, row: Row): unknown {
  if (entity === 'GsbUser') return row.id;
  return row.user_id ?? row.createdBy_id;
}

/** One record of each private entity per owner, read straight from the store. */
function recordsOf(email: string): { entity: string; row: Row }[] {
  const tenant = emulator.db.tenant(tenantOf(email));
  const me = userIdFor(email);
  return PRIVATE.flatMap((entity) => {
    const row = emulator.db.rows(tenant, entity).find((r) => ownerOf(entity, r) === me);
    return row === undefined ? [] : [{ entity, row }];
  });
}

beforeAll(async () => {
  for (const email of [...EMOTION_USERS, 'other@example.com', 'admin@example.com']) {
    const token = await login(email, tenantOf(email));
    tokens.set(email, token);
    const v = variation(email);
    // Every account gets a push subscription, a file and a contact form of its own.
    await call(
      '/api/entity/save',
      { entityName: 'GsbPushSubscription', entity: { fcmToken: `fcm-${email}`, platform: 1 } },
      token,
      v,
    );
    await call(
      '/api/entity/save',
      { entityName: 'GsbContactForm', entity: { email, name: 'Me', message: 'private note', type: 1 } },
      token,
      v,
    );
    const form = new FormData();
    form.set('file', new Blob([`secret of ${email}`], { type: 'text/plain' }), 'secret.txt');
    form.set('variation', JSON.stringify(v));
    await fetch(`${BASE}/api/file/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
  }
});

describe("no user reads or writes another user's records", () => {
  for (const viewer of EMOTION_USERS) {
    it(`${viewer} cannot reach the private records of the other accounts`, async () => {
      for (const owner of EMOTION_USERS.filter((o) => o !== viewer)) {
        for (const { entity, row } of recordsOf(owner)) {
          const id = String(row.id);
          const query = await as(viewer, '/api/entity/query', {
            entityName: entity,
            filters: [{ field: 'id', op: 'eq', value: id }],
          });
          expect(query.status === 200 ? query.body.entities : []).toEqual([]);
          const get = await as(viewer, '/api/entity/get', { entityName: entity, entityId: id });
          expect([403, 404]).toContain(get.status);
          const save = await as(viewer, '/api/entity/save', {
            entityName: entity,
            entity: { id, title: 'taken over' },
          });
          expect([400, 403, 404]).toContain(save.status);
          const del = await as(viewer, '/api/entity/delete', { entityName: entity, entityId: id });
          expect([403, 404]).toContain(del.status);
          expect(emulator.db.row(emulator.db.tenant('emotion'), entity, id)).toEqual(row);
        }
      }
    });
  }

  it('an unfiltered query of every private entity answers only what the caller may see', async () => {
    for (const viewer of EMOTION_USERS) {
      const me = userIdFor(viewer);
      for (const entity of PRIVATE) {
        const answer = await as(viewer, '/api/entity/query', {
          entityName: entity,
          count: 1000,
          includes: entity === 'VegJournal' ? ['client'] : [],
        });
        for (const row of answer.body.entities as Json[]) {
          const client = row.client as Json | undefined;
          const allowed =
            ownerOf(entity, row) === me ||
            row.isPublic === true ||
            row.caretaker_id === me ||
            (entity === 'VegJournal' && (client?.caretaker_id === me || client?.user_id === me));
          expect(allowed, `${viewer} saw ${entity} ${String(row.id)}`).toBe(true);
        }
      }
    }
  });

  it('refuses references to records the caller may not read', async () => {
    const premiumClient = recordsOf('premium@example.com').find((r) => r.entity === 'VegClient')?.row;
    const journal = recordsOf('premium@example.com').find((r) => r.entity === 'VegJournal')?.row;
    for (const viewer of EMOTION_USERS.filter((v) => v !== 'premium@example.com')) {
      const fileUnder = await as(viewer, '/api/entity/save', {
        entityName: 'VegJournal',
        entity: { title: 'x', client_id: premiumClient?.id },
      });
      expect(fileUnder.status).toBe(403);
      const caretaker = await as(viewer, '/api/entity/save', {
        entityName: 'VegClient',
        entity: { name: 'x', caretaker_id: userIdFor('premium@example.com') },
      });
      expect(caretaker.status).toBe(403);
      const push = await as(viewer, '/api/entity/save', {
        entityName: 'GsbPushSubscription',
        entity: { fcmToken: 'x', user_id: userIdFor('premium@example.com') },
      });
      expect(push.status).toBe(403);
      const mapped = await as(viewer, '/api/entity/saveMappedItems', {
        entityName: 'VegJournal',
        entityId: journal?.id,
        propName: 'tags',
        items: ['x'],
      });
      expect([403, 404]).toContain(mapped.status);
      const update = await as(viewer, '/api/entity/updateQuery', {
        entityName: 'VegJournal',
        filters: [{ field: 'id', op: 'eq', value: journal?.id }],
        values: { title: 'x' },
      });
      expect(update.body.affectedRowCount).toBe(0);
      const remove = await as(viewer, '/api/entity/deleteQuery', {
        entityName: 'VegJournal',
        filters: [{ field: 'id', op: 'eq', value: journal?.id }],
      });
      expect(remove.body.deleteCount).toBe(0);
    }
    expect(emulator.db.row(emulator.db.tenant('emotion'), 'VegJournal', String(journal?.id))).toEqual(
      journal,
    );
  });

  it('refuses writes to server-owned and public records', async () => {
    for (const viewer of EMOTION_USERS) {
      const plan = await as(viewer, '/api/entity/save', {
        entityName: 'GsbSubscriptionPlan',
        entity: { status: 1, user_id: userIdFor(viewer) },
      });
      expect(plan.status).toBe(403);
      const stored = emulator.db.row(emulator.db.tenant('emotion'), 'GsbUser', userIdFor(viewer));
      const tier = await as(viewer, '/api/entity/save', {
        entityName: 'GsbUser',
        entity: { id: userIdFor(viewer), subscriptionType: 99, name: 'Renamed' },
      });
      expect(tier.status).toBe(200);
      expect((tier.body.entity as Json).subscriptionType).toBe(stored?.subscriptionType);
      expect((tier.body.entity as Json).name).toBe('Renamed');
      const blog = await as(viewer, '/api/entity/deleteQuery', {
        entityName: 'GsbBlog',
        filters: [{ field: 'isPublished', op: 'eq', value: true }],
      });
      expect(blog.status).toBe(403);
      const role = await as(viewer, '/api/entity/saveMappedItems', {
        entityName: 'GsbUser',
        entityId: userIdFor(viewer),
        propName: 'roles',
        items: ['admin'],
      });
      expect([403, 404]).toContain(role.status);
    }
  });
});

describe('caretakers and admins', () => {
  it('a caretaker sees a client assigned to them and its journals, written by someone else; others do not', async () => {
    const admin = tokens.get('admin@example.com');
    const client = await call(
      '/api/entity/save',
      { entityName: 'VegClient', entity: { name: 'Assigned', caretaker_id: userIdFor('team@example.com') } },
      admin,
    );
    const clientId = (client.body.entity as Json).id;
    await call(
      '/api/entity/save',
      { entityName: 'VegJournal', entity: { title: 'By admin', client_id: clientId } },
      admin,
    );
    const seen = await as('team@example.com', '/api/entity/query', {
      entityName: 'VegJournal',
      filters: [{ field: 'client_id', op: 'eq', value: clientId }],
    });
    expect((seen.body.entities as Json[]).map((j) => j.title)).toEqual(['By admin']);
    const hidden = await as('premium@example.com', '/api/entity/query', {
      entityName: 'VegJournal',
      filters: [{ field: 'client_id', op: 'eq', value: clientId }],
    });
    expect(hidden.body.entities).toEqual([]);
  });

  it('an admin reads the whole tenant and nothing of the other tenant', async () => {
    const all = await as('admin@example.com', '/api/entity/query', {
      entityName: 'GsbUser',
      count: 100,
      calcTotalCount: true,
    });
    // The eight accounts of the tenant (with Ece, a team client with an account of her own) and Sam Social.
    expect(all.body.totalCount).toBe(9);
    for (const { entity, row } of recordsOf('other@example.com')) {
      const get = await as('admin@example.com', '/api/entity/get', { entityName: entity, entityId: row.id });
      expect(get.status).toBe(404);
    }
  });
});

describe('no read or write crosses tenants', () => {
  it("the other tenant's user reaches nothing of tenant emotion, by id or by switching the variation", async () => {
    for (const owner of EMOTION_USERS) {
      for (const { entity, row } of recordsOf(owner)) {
        const id = String(row.id);
        const query = await as('other@example.com', '/api/entity/query', {
          entityName: entity,
          filters: [{ field: 'id', op: 'eq', value: id }],
        });
        expect(query.status === 200 ? query.body.entities : []).toEqual([]);
        expect(
          (await as('other@example.com', '/api/entity/get', { entityName: entity, entityId: id })).status,
        ).toBe(404);
        expect(
          (await as('other@example.com', '/api/entity/delete', { entityName: entity, entityId: id })).status,
        ).toBe(404);
        probes += 1;
        const switched = await call(
          '/api/entity/get',
          { entityName: entity, entityId: id },
          tokens.get('other@example.com'),
        );
        expect(switched.status).toBe(401);
        expect(switched.body.message).toBe(EMULATOR_MESSAGES.TENANT_MISMATCH);
      }
    }
  });

  it("tenant emotion's users reach nothing of tenant other", async () => {
    for (const viewer of EMOTION_USERS) {
      for (const { entity, row } of recordsOf('other@example.com')) {
        const get = await as(viewer, '/api/entity/get', { entityName: entity, entityId: row.id });
        expect(get.status).toBe(404);
        const save = await as(viewer, '/api/entity/save', {
          entityName: entity,
          entity: { id: row.id, title: 'x' },
        });
        expect([403, 404]).toContain(save.status);
      }
      probes += 1;
      const switched = await call('/api/entity/query', { entityName: 'VegClient' }, tokens.get(viewer), {
        tenantCode: 'other',
        languageCode: 'en-US',
      });
      expect(switched.status).toBe(401);
    }
  });
});

afterAll(() => {
  // Reported in the README: the isolation suite's size is part of its contract.
  expect(probes).toBeGreaterThanOrEqual(100);
  console.info(`isolation probes: ${String(probes)}`);
});
