import {
  ERRORS,
  PlatformError,
  PlatformHttpError,
  type VegClient,
  type VegJournal,
} from '@emotion-guru/platform-sdk';
import { describe, expect, it } from 'vitest';
import { EMULATOR_MESSAGES } from '../src/handlers/context.ts';
import { userIdFor } from '../src/ids.ts';
import { BASE, call, login, sdk, signedIn, useEmulator, type Json } from './helpers.ts';

useEmulator();
const TEAM = userIdFor('team@example.com');

describe('entity/query', () => {
  it("lists the caretaker's three clients sorted by name", async () => {
    const team = await signedIn('team@example.com');
    const { entities: clients } = await team.entity.query<VegClient>({
      entityName: 'VegClient',
      filters: [{ field: 'caretaker_id', op: 'eq', value: TEAM }],
      sortCols: [{ field: 'name', dir: 'asc' }],
    });
    expect(clients.map((c) => c.name)).toEqual(['Aylin Koç', 'Ece Şahin', 'Michael Brown']);
  });

  it('pages journals with totalCount (a month per client), includes the client and sorts newest first', async () => {
    const team = await signedIn('team@example.com');
    const page = await team.entity.queryPage<VegJournal>(
      { entityName: 'VegJournal', includes: ['client'] },
      2,
      25,
    );
    expect(page.totalCount).toBe(90);
    expect(page.entities).toHaveLength(25);
    expect(page.entities[0]?.client?.caretaker_id).toBe(TEAM);
    const dates = page.entities.map((j) => j.lastUpdateDate ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('searches, selects columns and filters with or-groups', async () => {
    const team = await signedIn('team@example.com');
    const found = await team.entity.query<VegClient>({
      entityName: 'VegClient',
      searchText: 'sınav',
      selectCols: ['name'],
    });
    expect(found.entities.map((c) => Object.keys(c).sort())).toEqual([['id', 'name']]);
    expect(found.entities[0]?.name).toBe('Aylin Koç');
    const either = await team.entity.query<VegClient>({
      entityName: 'VegClient',
      filters: [
        {
          or: [
            { field: 'name', op: 'like', value: 'ece' },
            { field: 'email', op: 'like', value: 'michael' },
          ],
        },
      ],
    });
    expect(either.entities).toHaveLength(2);
  });

  it('batches calls made within 50 ms into one bulk request', async () => {
    const team = await signedIn('team@example.com', { batch: true });
    const [clients, journals] = await Promise.all([
      team.entity.query({ entityName: 'VegClient' }),
      team.entity.query({ entityName: 'VegJournal', count: 5 }),
    ]);
    expect(clients.entities).toHaveLength(3);
    expect(journals.entities).toHaveLength(5);
    expect(team.batcher.stats.bulkRequests).toBe(1);
  });

  it('answers each bulk call with a JSON string, errors included', async () => {
    const token = await login('team@example.com');
    const answer = await call(
      '/api/entity/bulk',
      {
        bulkCalls: [
          { endPoint: '/api/entity/query', request: { entityName: 'VegClient' }, reqId: 'a' },
          { endPoint: '/api/entity/get', request: { entityName: 'VegClient' }, reqId: 'b' },
        ],
      },
      token,
    );
    const results = answer.body.results as { reqId: string; response: string }[];
    expect(results.map((r) => r.reqId)).toEqual(['a', 'b']);
    expect((JSON.parse(results[0]?.response ?? '{}') as Json).entities).toHaveLength(3);
    expect(JSON.parse(results[1]?.response ?? '{}')).toMatchObject({
      success: false,
      message: ERRORS.ENTITY_ID_REQUIRED,
      status: 400,
    });
  });
});

describe('entity writes and audit fields', () => {
  it("sets id and audit fields itself and ignores the client's", async () => {
    const free = await signedIn('free@example.com');
    const { entity } = await free.entity.save({
      entityName: 'VegClient',
      entity: {
        name: 'Kendim',
        createdBy_id: TEAM,
        createDate: '2000-01-01T00:00:00.000Z',
        isActive: true,
      },
    });
    expect(entity.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(entity).toMatchObject({
      createdBy_id: userIdFor('free@example.com'),
      lastUpdatedBy_id: userIdFor('free@example.com'),
    });
    expect(entity.createDate).not.toBe('2000-01-01T00:00:00.000Z');
    const { entity: updated } = await free.entity.save({
      entityName: 'VegClient',
      entity: { id: entity.id, notes: 'Sabah yürüyüşü' },
    });
    expect(updated).toMatchObject({ name: 'Kendim', notes: 'Sabah yürüyüşü', createDate: entity.createDate });
  });

  it('gets, copies, saves many, updates and deletes by query', async () => {
    const team = await signedIn('team@example.com');
    const {
      entities: [client],
    } = await team.entity.query<VegClient>({ entityName: 'VegClient', count: 1 });
    const id = client?.id ?? '';
    const got = await team.entity.get<VegClient>({
      entityName: 'VegClient',
      entityId: id,
      includes: ['journals'],
    });
    expect(got.entity?.journals).toHaveLength(30);
    const copy = await team.entity.getCopy<VegClient>({ entityName: 'VegClient', entityId: id });
    expect(copy.entity).not.toHaveProperty('id');
    expect(copy.entity?.name).toBe(client?.name);
    const many = await team.entity.saveMulti({
      entityName: 'VegJournal',
      entities: [
        { title: 'One', client_id: id, content: 'a' },
        { title: 'Two', client_id: id, content: 'b' },
      ],
    });
    expect(many.affectedRowCount).toBe(2);
    const updated = await team.entity.updateQuery({
      entityName: 'VegJournal',
      filters: [{ field: 'title', op: 'in', value: ['One', 'Two'] }],
      values: { color: '#000000' },
    });
    expect(updated.affectedRowCount).toBe(2);
    const removed = await team.entity.deleteQuery({
      entityName: 'VegJournal',
      filters: [{ field: 'color', op: 'eq', value: '#000000' }],
    });
    expect(removed.deleteCount).toBe(2);
    const single = await team.entity.save({
      entityName: 'VegJournal',
      entity: { title: 'Three', client_id: id },
    });
    expect((await team.entity.delete({ entityName: 'VegJournal', entityId: single.id })).deleteCount).toBe(1);
    await expect(team.entity.get({ entityName: 'VegJournal', entityId: single.id })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('lets a caretaker add, update and deactivate a client of their own (the client service)', async () => {
    const team = await signedIn('team@example.com');
    const created = await team.entity.save({
      entityName: 'VegClient',
      entity: { name: 'Zeynep Ak', caretaker_id: TEAM, isActive: true },
    });
    await team.entity.save({ entityName: 'VegClient', entity: { id: created.id, isActive: false } });
    const { entities } = await team.entity.query<VegClient>({
      entityName: 'VegClient',
      filters: [
        { field: 'caretaker_id', op: 'eq', value: TEAM },
        { field: 'isActive', op: 'eq', value: true },
      ],
      calcTotalCount: true,
    });
    expect(entities.map((c) => c.name)).not.toContain('Zeynep Ak');
    expect(entities).toHaveLength(3);
  });

  it("keeps a user's wrapped encryption key private to them, even from their caretaker", async () => {
    const premium = await signedIn('premium@example.com');
    const { id } = await premium.entity.save({
      entityName: 'VegKeyring',
      entity: { keyring: '{"version":1,"wrappedKey":"opaque"}' },
    });
    const own = await premium.entity.query({ entityName: 'VegKeyring' });
    expect(own.entities.map((k) => k.id)).toEqual([id]);
    for (const email of ['team@example.com', 'free@example.com']) {
      const other = await signedIn(email);
      expect((await other.entity.query({ entityName: 'VegKeyring' })).entities).toEqual([]);
      await expect(
        other.entity.save({ entityName: 'VegKeyring', entity: { id, keyring: 'replaced' } }),
      ).rejects.toBeInstanceOf(PlatformHttpError);
    }
  });

  it('rolls back a saveMulti when one record is refused', async () => {
    const team = await signedIn('team@example.com');
    const before = await team.entity.query({ entityName: 'VegJournal', calcTotalCount: true, count: 1 });
    await expect(
      team.entity.saveMulti({
        entityName: 'VegJournal',
        entities: [{ title: 'ok' }, { title: 'bad', nope: 1 }],
      }),
    ).rejects.toBeInstanceOf(PlatformHttpError);
    const after = await team.entity.query({ entityName: 'VegJournal', calcTotalCount: true, count: 1 });
    expect(after.totalCount).toBe(before.totalCount);
  });

  it('maps many-to-many items: saveMappedItems, queryMapped, removeMappedItems', async () => {
    const premium = await signedIn('premium@example.com');
    const {
      entities: [journal],
    } = await premium.entity.query<VegJournal>({ entityName: 'VegJournal', count: 1 });
    // A titled tag is the blog's, so an admin makes it; anyone may file their records under it.
    const admin = await signedIn('admin@example.com');
    const tag = await admin.entity.save({
      entityName: 'GsbTag',
      entity: { name: 'work', title: { 'en-US': 'Work', 'tr-TR': 'İş' } },
    });
    const request = {
      entityName: 'VegJournal',
      entityId: journal?.id ?? '',
      propName: 'tags',
      items: [tag.id],
    };
    expect((await premium.entity.saveMappedItems(request)).affectedRowCount).toBe(1);
    const mapped = await premium.entity.queryMapped({
      entityName: 'VegJournal',
      entityId: request.entityId,
      propName: 'tags',
    });
    expect(mapped.entities.map((t) => t.title)).toEqual(['Work']);
    expect((await premium.entity.removeMappedItems(request)).affectedRowCount).toBe(1);
    expect(
      (
        await premium.entity.queryMapped({
          entityName: 'VegJournal',
          entityId: request.entityId,
          propName: 'tags',
        })
      ).entities,
    ).toEqual([]);
  });

  it('hands out consecutive codes from a code generator', async () => {
    const premium = await signedIn('premium@example.com');
    expect((await premium.entity.getCode({ codeGeneratorId: 'JOURNAL' })).code).toBe('J-00001');
    expect((await premium.entity.getCode({ codeGeneratorId: 'JOURNAL' })).code).toBe('J-00002');
  });
});

describe('catalogue messages for malformed calls (400, never a crash)', () => {
  const cases: [string, Json, string][] = [
    ['/api/entity/query', {}, ERRORS.ENTITY_DEFINITION_REQUIRED],
    ['/api/entity/query', { entityName: 'NoSuchEntity' }, ERRORS.PROPERTY_DEFINITIONS_NOT_FOUND],
    [
      '/api/entity/query',
      { entityName: 'VegClient', filters: [{ field: 'shoeSize', op: 'eq', value: 1 }] },
      'Property definition not found for shoeSize',
    ],
    [
      '/api/entity/query',
      { entityName: 'VegClient', filters: [{ field: 'name', op: 'regex', value: 'x' }] },
      'Invalid filter operator regex',
    ],
    ['/api/entity/get', { entityName: 'VegClient' }, ERRORS.ENTITY_ID_REQUIRED],
    ['/api/entity/delete', { entityName: 'VegClient' }, ERRORS.ENTITY_ID_REQUIRED],
    ['/api/entity/save', { entityName: 'VegClient' }, ERRORS.ENTITY_REQUIRED],
    [
      '/api/entity/save',
      { entityName: 'VegClient', entity: { favouriteColour: 'blue' } },
      'Property definition not found for favouriteColour',
    ],
    ['/api/entity/saveMulti', { entityName: 'VegClient', entities: [] }, ERRORS.ENTITY_REQUIRED],
    ['/api/entity/queryMapped', { entityName: 'VegJournal', entityId: 'x' }, ERRORS.PROPERTY_NAME_REQUIRED],
    [
      '/api/entity/saveMappedItems',
      { entityName: 'GsbUser', entityId: 'x', propName: 'roles' },
      ERRORS.ITEMS_REQUIRED,
    ],
    ['/api/entity/getCode', {}, ERRORS.CODE_GENERATOR_ID_REQUIRED],
    ['/api/entity/deleteQuery', { entityName: 'VegJournal', filters: [] }, ERRORS.FILTERS_REQUIRED],
    [
      '/api/entity/updateQuery',
      { entityName: 'VegJournal', values: { title: 'x' } },
      ERRORS.FILTERS_REQUIRED,
    ],
    ['/api/entity/bulk', {}, ERRORS.BULK_NO_RESULTS],
    ['/api/workflow/startWorkflow', {}, ERRORS.WORKFLOW_ID_REQUIRED],
  ];
  it.each(cases)('%s %j answers "%s"', async (path, body, message) => {
    const token = await login('premium@example.com');
    const answer = await call(path, body, token);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message });
  });

  it('answers 400 for a body that is not JSON or not an object', async () => {
    for (const body of ['{"entityName":', '[1,2]', '"text"']) {
      const response = await fetch(`${BASE}/api/entity/query`, { method: 'POST', body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, message: EMULATOR_MESSAGES.INVALID_JSON });
    }
  });

  it('answers 404 for an unknown endpoint and 401 for private data without a token', async () => {
    expect((await call('/api/entity/teleport', {})).status).toBe(404);
    const anonymous = await call('/api/entity/query', { entityName: 'VegJournal' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(EMULATOR_MESSAGES.AUTH_REQUIRED);
  });

  it('validates before sending in the SDK, with the same catalogue', async () => {
    const client = sdk();
    await expect(client.entity.get({ entityName: 'VegClient', entityId: '' })).rejects.toMatchObject({
      code: 'ENTITY_ID_REQUIRED',
    });
    await expect(client.entity.get({ entityName: 'VegClient', entityId: '' })).rejects.toBeInstanceOf(
      PlatformError,
    );
  });
});

describe('public content: blog and sales packs', () => {
  it('serves the eight published posts without a token, in the variation language', async () => {
    const en = await sdk().entity.query({
      entityName: 'GsbBlog',
      filters: [{ field: 'isPublished', op: 'eq', value: true }],
      sortCols: [{ field: 'publishDate', dir: 'desc' }],
      count: 12,
      selectCols: ['title', 'slug', 'image.publicUrl', 'readingTime', 'categories'],
    });
    expect(en.entities.map((p) => p.slug)).toEqual([
      'public-notice-about-fraud',
      'emotion-guru-future-of-mental-wellness',
      'how-to-master-your-emotional-patterns',
      'visualize-your-mind-and-feelings',
      'emotion-tracking-app',
      'mental-loops',
      'introducing-emotion-guru',
      'ultimate-guide-to-emotional-intelligence',
    ]);
    const first = en.entities[0] as Json;
    expect(first.title).toBe('Public notice about fraud');
    const imageUrl = (first.image as Json).publicUrl as string;
    expect(imageUrl.startsWith(`${BASE}/api/file/public/emotion/`)).toBe(true);
    const image = await fetch(imageUrl);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('<svg');
    const tr = await sdk({ language: 'tr-TR' }).entity.queryOne({
      entityName: 'GsbBlog',
      filters: [
        { field: 'slug', op: 'eq', value: 'mental-loops' },
        { field: 'isPublished', op: 'eq', value: true },
      ],
    });
    expect(tr?.title).toBe('Zihinsel döngüler: aynı düşünce neden tekrar tekrar gelir?');
    expect(String(tr?.content)).toContain('<p>');
  });

  it('filters posts by category and sorts by popularity', async () => {
    const byCategory = await sdk().entity.query({
      entityName: 'GsbBlog',
      filters: [{ field: 'categories.slug', op: 'eq', value: 'guides' }],
    });
    expect(byCategory.entities.length).toBe(3);
    const popular = await sdk().entity.queryOne({
      entityName: 'GsbBlog',
      sortCols: [{ field: 'viewCount', dir: 'desc' }],
    });
    expect(popular?.slug).toBe('ultimate-guide-to-emotional-intelligence');
  });

  it('lists the five sales packs with monthly and yearly options', async () => {
    const plans = await (await signedIn('free@example.com')).subscriptions.getAvailablePlans();
    expect(plans.map((p) => [p.name, p.monthlyPrice, p.yearlyPrice])).toEqual([
      ['Free', 0, 0],
      ['Premium', 9.99, 99],
      ['Pro', 19.99, 199],
      ['Team', 49.99, 499],
      ['Enterprise', 199, 1990],
    ]);
    const anonymous = await sdk().entity.query({
      entityName: 'GsbPrtSalesPack',
      includes: ['paymentOptions'],
    });
    expect(anonymous.entities).toHaveLength(5);
  });

  it('takes a mailing-list subscription from a signed-out visitor', async () => {
    const saved = await sdk().entity.save({
      entityName: 'GsbContactForm',
      entity: { email: 'reader@example.com', name: 'Reader', title: 'MailingListSubscribe', type: 2 },
    });
    expect(saved.id).toEqual(expect.any(String));
    const adminView = await (
      await signedIn('admin@example.com')
    ).entity.query({ entityName: 'GsbContactForm' });
    expect(adminView.entities.map((f) => f.email)).toContain('reader@example.com');
  });
});

describe('entityDef and metadata', () => {
  it('serves definitions by name, null with the message for an unknown one, and as GsbEntityDef records', async () => {
    const client = await signedIn('premium@example.com');
    const { definition } = await client.metadata.getDefinition('VegJournal');
    expect(definition?.properties.map((p) => p.name)).toEqual(
      expect.arrayContaining(['content', 'client', 'timing', 'status']),
    );
    expect(await client.metadata.getDefinition('Nope')).toEqual({
      definition: null,
      message: ERRORS.PROPERTY_DEFINITIONS_NOT_FOUND,
    });
    const all = await client.metadata.listDefinitions();
    expect(all.find((d) => d.name === 'VegClient')?.properties).toHaveLength(20); // the spec's 19 fields and chatsVisibleToCaretaker (AI chat)
    const timing = await client.metadata.getEnum('JournalTiming');
    expect(timing?.values?.map((v) => [v.name, v.value])).toEqual([
      ['Before', 1],
      ['During', 2],
      ['After', 4],
    ]);
  });

  it('lets an admin define a new entity, validated by the SDK rules', async () => {
    const admin = await signedIn('admin@example.com');
    const base = { definition_id: '00000000-0000-4000-8000-000000000000' };
    await expect(
      admin.metadata.saveDefinition({ name: '9lives', properties: [{ name: 'x', ...base }] }),
    ).rejects.toMatchObject({ code: 'INVALID_NAME' });
    const rejected = await call(
      '/api/entity/save',
      { entityName: 'GsbEntityDef', entity: { name: 'VegClient', properties: [{ name: 'x', ...base }] } },
      admin.auth.getToken() ?? '',
    );
    expect(rejected.body.message).toBe(ERRORS.ENTITY_NAME_TAKEN);
    await admin.metadata.saveDefinition({
      name: 'VegMood',
      properties: [{ name: 'label', dataType: 'text', isSearchable: true, ...base }],
    });
    await admin.entity.save({ entityName: 'VegMood', entity: { label: 'calm' } });
    expect((await admin.entity.query({ entityName: 'VegMood', searchText: 'cal' })).entities).toHaveLength(1);
    const user = await signedIn('premium@example.com');
    await expect(
      user.metadata.saveDefinition({ name: 'Hack', properties: [{ name: 'x', ...base }] }),
    ).rejects.toMatchObject({ code: 'FAILED_TO_SAVE_ENTITY_DEFINITION' });
  });
});
