/**
 * Groups: the access rules of VegGroup, VegGroupMember, VegGroupInvite, VegGroupReflection and
 * VegGroupResponse, and the groupOps / groupInvitePreview functions. The access probes are generated:
 * seven parties (owner, moderator, member, a removed ex-member, a non-member, the other tenant, signed
 * out) × the five entities × get, query by id, query all, update, create and delete, and the same
 * parties × every groupOps operation on a fresh group each time; nothing reaches a party it should not,
 * and a refused write leaves the records as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberIdFor } from '../src/access/groups.ts';
import { EMULATOR_MESSAGES } from '../src/handlers/context.ts';
import { userIdFor } from '../src/ids.ts';
import type { Row } from '../src/query/types.ts';
import { DEMO_GROUP_ID, DEMO_GROUP_INVITE_CODE } from '../src/seed/groups.ts';
import { GROUP_MESSAGES, GROUP_OPS } from '../src/workflows/groups.ts';
import { call, entities, login, useEmulator, type ApiAnswer, type Json } from './helpers.ts';

let clock = Date.parse('2026-11-20T12:00:00.000Z');
const { emulator } = useEmulator({ resetEach: false, now: () => clock });

const PARTIES = {
  owner: 'premium@example.com',
  moderator: 'enterprise@example.com',
  member: 'pro@example.com',
  exMember: 'referrer@example.com',
  nonMember: 'free@example.com',
  otherTenant: 'other@example.com',
  signedOut: undefined,
} as const;
type Party = keyof typeof PARTIES;
const PARTY_NAMES = Object.keys(PARTIES) as Party[];
/** Joins every fixture as a plain member, so member removal and promotion have someone to act on. */
const TARGET = 'team@example.com';

const tokens = new Map<string, string>();
let probes = 0;

function tenantOf(email: string | undefined): string {
  return email === PARTIES.otherTenant ? 'other' : 'emotion';
}

async function as(who: string, path: string, body: Json): Promise<ApiAnswer> {
  const email = Object.hasOwn(PARTIES, who) ? PARTIES[who as Party] : who;
  probes += 1;
  return call(path, body, email === undefined ? undefined : tokens.get(email), {
    tenantCode: tenantOf(email),
    languageCode: 'en-US',
  });
}

async function op(who: string, name: string, params: Json = {}): Promise<ApiAnswer> {
  return as(who, '/api/workflow/runFunction', { functionName: 'groupOps', params: { op: name, ...params } });
}

function result(answer: ApiAnswer): Json {
  return (answer.body.result as Json | undefined) ?? {};
}

function stored(entity: string, id: string): Row | undefined {
  return emulator.db.row(emulator.db.tenant('emotion'), entity, id);
}

/** The newest reflection of the account's own client (private or not). */
function ownReflection(email: string, wantPrivate = false): string {
  const tenant = emulator.db.tenant(tenantOf(email));
  const userId = userIdFor(email);
  const found = emulator.db
    .rows(tenant, 'VegReflection')
    .filter((r) => {
      const client =
        typeof r.client_id === 'string' ? emulator.db.row(tenant, 'VegClient', r.client_id) : undefined;
      return client?.user_id === userId && (r.private === true) === wantPrivate;
    })
    .sort((a, b) => String(b.date).localeCompare(String(a.date)))[0];
  return typeof found?.id === 'string' ? found.id : '';
}

interface Fixture {
  groupId: string;
  code: string;
  inviteId: string;
  memberId: string;
  sharedId: string;
  responseId: string;
}

/** A group as the probes need it: every party in its place, a shared reflection and a response. */
async function fixture(): Promise<Fixture> {
  const created = await op('owner', 'createGroup', {
    name: 'Probe group',
    description: 'probes',
    color: '#10B981',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const groupId = String((result(created).group as Json).id);
  const invite = result(await op('owner', 'createInvite', { groupId, expiresIn: 'never' })).invite as Json;
  const code = String(invite.code);
  for (const who of ['moderator', 'member', 'exMember', TARGET] as const) {
    const joined = await op(who, 'joinByCode', { code });
    expect(result(joined).status).toBe('joined');
  }
  await op('owner', 'setRole', { groupId, userId: userIdFor(PARTIES.moderator), role: 'moderator' });
  await op('owner', 'removeMember', { groupId, userId: userIdFor(PARTIES.exMember) });
  const shared = await op('member', 'shareReflection', {
    groupId,
    reflectionId: ownReflection(PARTIES.member),
    parts: ['emotions'],
  });
  expect(shared.status, JSON.stringify(shared.body)).toBe(200);
  const sharedId = String((result(shared).groupReflection as Json).id);
  const response = await op('moderator', 'respond', {
    groupReflectionId: sharedId,
    text: 'Sending you warmth.',
  });
  return {
    groupId,
    code,
    inviteId: String(invite.id),
    memberId: memberIdFor(groupId, userIdFor(PARTIES.member)),
    sharedId,
    responseId: String((result(response).response as Json).id),
  };
}

beforeAll(async () => {
  for (const email of [...Object.values(PARTIES), TARGET, 'admin@example.com', 'ece.sahin@example.com'])
    if (email !== undefined) tokens.set(email, await login(email, tenantOf(email)));
});

afterAll(() => {
  expect(probes).toBeGreaterThanOrEqual(200);
});

/** The status a refused read answers: signed out 401, the other tenant cannot find it, others 403. */
function refusal(party: Party): number {
  return party === 'signedOut' ? 401 : party === 'otherTenant' ? 404 : 403;
}

describe('the group entities: access probes', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await fixture();
  });

  const ENTITY_TARGET: Record<string, (f: Fixture) => string> = {
    VegGroup: (x) => x.groupId,
    VegGroupMember: (x) => x.memberId,
    VegGroupInvite: (x) => x.inviteId,
    VegGroupReflection: (x) => x.sharedId,
    VegGroupResponse: (x) => x.responseId,
  };
  const readers = (entity: string): readonly Party[] =>
    entity === 'VegGroupInvite' ? ['owner', 'moderator'] : ['owner', 'moderator', 'member'];

  for (const [entity, target] of Object.entries(ENTITY_TARGET)) {
    for (const party of PARTY_NAMES) {
      const may = readers(entity).includes(party);
      it(`${party} ${may ? 'reads' : 'cannot read'} and cannot write a ${entity}`, async () => {
        const id = target(f);
        const before = JSON.stringify(stored(entity, id));

        const get = await as(party, '/api/entity/get', { entityName: entity, entityId: id });
        expect(get.status).toBe(may ? 200 : refusal(party));
        if (may) expect((get.body.entity as Json).id).toBe(id);
        else expect(get.body.entity).toBeUndefined();

        const byId = await as(party, '/api/entity/query', {
          entityName: entity,
          filters: [{ field: 'id', op: 'eq', value: id }],
        });
        if (party === 'signedOut') expect(byId.status).toBe(401);
        else expect(entities(byId).map((e) => e.id)).toEqual(may ? [id] : []);

        // Through the group's name: a dotted filter reveals nothing either.
        const all = await as(party, '/api/entity/query', { entityName: entity, count: 1000 });
        if (party !== 'signedOut') {
          const ids = entities(all).map((e) => e.id);
          expect(ids.includes(id)).toBe(may);
        }

        const update = await as(party, '/api/entity/save', {
          entityName: entity,
          entity: { id, name: 'changed', role: 'owner', text: 'changed', revoked: false, maxUses: 99 },
        });
        expect(update.status).toBeGreaterThanOrEqual(400);

        const create = await as(party, '/api/entity/save', {
          entityName: entity,
          entity: {
            group_id: f.groupId,
            userId: userIdFor(PARTIES.nonMember),
            role: 'owner',
            name: 'forged',
          },
        });
        expect(create.status).toBeGreaterThanOrEqual(400);

        const removed = await as(party, '/api/entity/delete', { entityName: entity, entityId: id });
        expect(removed.status).toBeGreaterThanOrEqual(400);

        expect(JSON.stringify(stored(entity, id))).toBe(before);
      });
    }
  }

  it('a member cannot follow a shared copy to the reflection it came from', async () => {
    const shared = stored('VegGroupReflection', f.sharedId);
    const get = await as('owner', '/api/entity/get', {
      entityName: 'VegReflection',
      entityId: String(shared?.sourceId),
    });
    expect(get.status).toBe(403);
    const answer = await as('owner', '/api/entity/get', {
      entityName: 'VegGroupReflection',
      entityId: f.sharedId,
    });
    const entity = answer.body.entity as Json;
    // Only the emotions were chosen: the event and the thoughts stay with their author.
    expect(entity.title ?? null).toBeNull();
    expect(entity.description ?? null).toBeNull();
    expect(entity.thoughts ?? null).toBeNull();
    expect(Array.isArray(entity.emotions) && entity.emotions.length > 0).toBe(true);
    expect((entity.emotions as Json[])[0]?.name).toBeTruthy();
  });
});

type Setup = (f: Fixture) => Json;
interface OpCase {
  params: Setup;
  /** The parties whose call succeeds; the others are refused. */
  may: readonly Party[];
  /** After a refused call: the record that must still be as it was. */
  guard?: (f: Fixture) => [string, string];
}

const MEMBERS: readonly Party[] = ['owner', 'moderator', 'member'];
const MANAGERS: readonly Party[] = ['owner', 'moderator'];
const SIGNED_IN_HERE: readonly Party[] = ['owner', 'moderator', 'member', 'exMember', 'nonMember'];

const OP_CASES: Record<string, OpCase> = {
  createGroup: { params: () => ({ name: 'Mine' }), may: [...SIGNED_IN_HERE, 'otherTenant'] },
  updateGroup: {
    params: (f) => ({ groupId: f.groupId, name: 'Renamed' }),
    may: ['owner'],
    guard: (f) => ['VegGroup', f.groupId],
  },
  deleteGroup: {
    params: (f) => ({ groupId: f.groupId }),
    may: ['owner'],
    guard: (f) => ['VegGroup', f.groupId],
  },
  leaveGroup: {
    params: (f) => ({ groupId: f.groupId }),
    may: MEMBERS,
    guard: (f) => ['VegGroup', f.groupId],
  },
  removeMember: {
    params: (f) => ({ groupId: f.groupId, userId: userIdFor(TARGET) }),
    may: MANAGERS,
    guard: (f) => ['VegGroupMember', memberIdFor(f.groupId, userIdFor(TARGET))],
  },
  setRole: {
    params: (f) => ({ groupId: f.groupId, userId: userIdFor(TARGET), role: 'moderator' }),
    may: ['owner'],
    guard: (f) => ['VegGroupMember', memberIdFor(f.groupId, userIdFor(TARGET))],
  },
  createInvite: { params: (f) => ({ groupId: f.groupId, expiresIn: '1d', maxUses: 3 }), may: MANAGERS },
  inviteByEmail: { params: (f) => ({ groupId: f.groupId, email: 'friend@example.com' }), may: MANAGERS },
  revokeInvite: {
    params: (f) => ({ inviteId: f.inviteId }),
    may: MANAGERS,
    guard: (f) => ['VegGroupInvite', f.inviteId],
  },
  joinByCode: { params: (f) => ({ code: f.code }), may: SIGNED_IN_HERE },
  shareReflection: {
    params: () => ({ groupId: '', reflectionId: '', parts: ['event', 'emotions'] }),
    may: MEMBERS,
  },
  postReflection: {
    params: (f) => ({ groupId: f.groupId, title: 'A hard evening', thoughts: 'I needed to say it.' }),
    may: MEMBERS,
  },
  unshareReflection: {
    params: (f) => ({ groupReflectionId: f.sharedId }),
    may: MEMBERS,
    guard: (f) => ['VegGroupReflection', f.sharedId],
  },
  respond: { params: (f) => ({ groupReflectionId: f.sharedId, text: 'Thank you.' }), may: MEMBERS },
  react: { params: (f) => ({ groupReflectionId: f.sharedId, reaction: 'support' }), may: MEMBERS },
  removeResponse: {
    params: (f) => ({ responseId: f.responseId }),
    may: MEMBERS,
    guard: (f) => ['VegGroupResponse', f.responseId],
  },
  reportResponse: {
    params: (f) => ({ responseId: f.responseId }),
    may: MEMBERS,
    guard: (f) => ['VegGroupResponse', f.responseId],
  },
};

describe('groupOps: every operation × every party, on a fresh group', () => {
  it('covers every operation', () => {
    expect(Object.keys(OP_CASES).sort()).toEqual([...GROUP_OPS].sort());
  });

  for (const [name, spec] of Object.entries(OP_CASES)) {
    for (const party of PARTY_NAMES) {
      const may = spec.may.includes(party);
      it(`${party} ${may ? 'may' : 'may not'} ${name}`, async () => {
        const f = await fixture();
        const email = PARTIES[party];
        let params = spec.params(f);
        if (name === 'shareReflection' && email !== undefined)
          params = { ...params, groupId: f.groupId, reflectionId: ownReflection(email) };
        const guarded = spec.guard?.(f);
        const before = guarded === undefined ? undefined : JSON.stringify(stored(...guarded));
        const answer = await op(party, name, params);
        if (party === 'signedOut') {
          expect(answer.status).toBe(401);
        } else if (may) {
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
          expect(result(answer).success).toBe(true);
        } else {
          // Refused: an error answer, or (an invite code from another tenant) a plain "unknown".
          const refused = answer.status >= 400 || result(answer).success === false;
          expect(refused, JSON.stringify(answer.body)).toBe(true);
        }
        if (!may && guarded !== undefined) expect(JSON.stringify(stored(...guarded))).toBe(before);
      });
    }
  }
});

describe('invites', () => {
  it('the preview is public, shows only the landing facts, and the other tenant does not know the code', async () => {
    const f = await fixture();
    const preview = await as('signedOut', '/api/workflow/runFunction', {
      functionName: 'groupInvitePreview',
      params: { code: f.code },
    });
    expect(preview.status).toBe(200);
    expect(result(preview)).toMatchObject({
      status: 'valid',
      alreadyMember: false,
      group: { id: null, name: 'Probe group', memberCount: 4 },
      inviterName: 'James Carter',
    });
    const other = await as('otherTenant', '/api/workflow/runFunction', {
      functionName: 'groupInvitePreview',
      params: { code: f.code },
    });
    expect(result(other)).toEqual({ success: true, status: 'unknown' });
  });

  it('expires after 1 day, and the 7-day and never links keep working', async () => {
    const f = await fixture();
    const make = async (expiresIn: string): Promise<string> =>
      String(
        (result(await op('owner', 'createInvite', { groupId: f.groupId, expiresIn })).invite as Json).code,
      );
    const day = await make('1d');
    const week = await make('7d');
    const never = await make('never');
    clock += 25 * 60 * 60 * 1000;
    try {
      expect(result(await op('nonMember', 'joinByCode', { code: day }))).toEqual({
        success: false,
        status: 'expired',
      });
      expect(stored('VegGroupMember', memberIdFor(f.groupId, userIdFor(PARTIES.nonMember)))).toBeUndefined();
      clock += 7 * 24 * 60 * 60 * 1000;
      expect(result(await op('nonMember', 'joinByCode', { code: week })).status).toBe('expired');
      expect(result(await op('nonMember', 'joinByCode', { code: never })).status).toBe('joined');
    } finally {
      clock = Date.parse('2026-11-20T12:00:00.000Z');
    }
  });

  it('is used up after its limit, revoked at once, unknown when made up; joining twice is harmless', async () => {
    const f = await fixture();
    const limited = result(await op('owner', 'createInvite', { groupId: f.groupId, maxUses: 1 }))
      .invite as Json;
    const first = await op('nonMember', 'joinByCode', { code: limited.code });
    expect(result(first)).toMatchObject({ status: 'joined', alreadyMember: false });
    const again = await op('nonMember', 'joinByCode', { code: limited.code });
    expect(result(again)).toMatchObject({ status: 'joined', alreadyMember: true });
    expect(stored('VegGroup', f.groupId)?.memberCount).toBe(5);
    expect(result(await op('exMember', 'joinByCode', { code: limited.code }))).toEqual({
      success: false,
      status: 'usedUp',
    });
    await op('moderator', 'revokeInvite', { inviteId: f.inviteId });
    expect(result(await op('exMember', 'joinByCode', { code: f.code })).status).toBe('revoked');
    expect(result(await op('exMember', 'joinByCode', { code: 'no-such-code' })).status).toBe('unknown');
    const bad = await op('owner', 'createInvite', { groupId: f.groupId, expiresIn: '3d' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(GROUP_MESSAGES.INVALID_EXPIRY);
  });

  it('by e-mail: the mailbox receives a one-use link to the landing', async () => {
    const f = await fixture();
    const sent = await op('owner', 'inviteByEmail', { groupId: f.groupId, email: 'friend@example.com' });
    expect(result(sent).invite).toMatchObject({ maxUses: 1, email: 'friend@example.com' });
    const mail = emulator.mailbox.at(-1);
    expect(mail?.to).toBe('friend@example.com');
    expect(mail?.link).toContain(`/groups/invite?code=${String((result(sent).invite as Json).code)}`);
  });
});

describe('membership and sharing rules', () => {
  it('a removed member loses access at once, and an owner who leaves hands the group on', async () => {
    const f = await fixture();
    const read = (): Promise<ApiAnswer> =>
      as('member', '/api/entity/get', { entityName: 'VegGroup', entityId: f.groupId });
    expect((await read()).status).toBe(200);
    await op('moderator', 'removeMember', { groupId: f.groupId, userId: userIdFor(PARTIES.member) });
    expect((await read()).status).toBe(403);
    const shared = await as('member', '/api/entity/query', {
      entityName: 'VegGroupReflection',
      filters: [{ field: 'group', op: 'eq', value: f.groupId }],
    });
    expect(entities(shared)).toEqual([]);

    await op('owner', 'leaveGroup', { groupId: f.groupId });
    expect(stored('VegGroupMember', memberIdFor(f.groupId, userIdFor(PARTIES.moderator)))?.role).toBe(
      'owner',
    );
  });

  it('a moderator cannot remove the owner or another moderator; the owner cannot be demoted', async () => {
    const f = await fixture();
    await op('owner', 'setRole', { groupId: f.groupId, userId: userIdFor(TARGET), role: 'moderator' });
    expect(
      (await op('moderator', 'removeMember', { groupId: f.groupId, userId: userIdFor(TARGET) })).status,
    ).toBe(403);
    expect(
      (await op('moderator', 'removeMember', { groupId: f.groupId, userId: userIdFor(PARTIES.owner) }))
        .status,
    ).toBe(403);
    const demote = await op('owner', 'setRole', {
      groupId: f.groupId,
      userId: userIdFor(PARTIES.owner),
      role: 'member',
    });
    expect(demote.body.message).toBe(GROUP_MESSAGES.OWNER_ROLE);
  });

  it("a private reflection, a sealed part and someone else's reflection are never shared", async () => {
    const f = await fixture();
    const privateId = ownReflection('ece.sahin@example.com', true);
    await op('ece.sahin@example.com', 'joinByCode', { code: f.code });
    const privately = await op('ece.sahin@example.com', 'shareReflection', {
      groupId: f.groupId,
      reflectionId: privateId,
      parts: ['event', 'emotions', 'thoughts'],
    });
    expect(privately.status).toBe(400);
    expect(privately.body.message).toBe(GROUP_MESSAGES.PRIVATE_REFLECTION);

    // The team caretaker reads Ece's reflections, but they are hers to share, not his.
    const caretaker = await op(TARGET, 'shareReflection', {
      groupId: f.groupId,
      reflectionId: ownReflection('ece.sahin@example.com'),
      parts: ['emotions'],
    });
    expect(caretaker.status).toBe(403);
    expect(caretaker.body.message).toBe(GROUP_MESSAGES.NOT_YOUR_REFLECTION);

    // Another member's reflection cannot even be named.
    const foreign = await op('owner', 'shareReflection', {
      groupId: f.groupId,
      reflectionId: ownReflection(PARTIES.member),
      parts: ['thoughts'],
    });
    expect(foreign.status).toBe(404);

    const sealed = await as('member', '/api/entity/save', {
      entityName: 'VegReflection',
      entity: { id: ownReflection(PARTIES.member), thoughts: 'eg1.c2VhbGVk.AAAA' },
    });
    expect(sealed.status).toBe(200);
    const refused = await op('member', 'shareReflection', {
      groupId: f.groupId,
      reflectionId: ownReflection(PARTIES.member),
      parts: ['thoughts'],
    });
    expect(refused.body.message).toBe(GROUP_MESSAGES.SEALED_PART);
    const opened = await op('member', 'shareReflection', {
      groupId: f.groupId,
      reflectionId: ownReflection(PARTIES.member),
      parts: ['thoughts'],
      opened: { thoughts: 'What I opened on purpose' },
    });
    expect((result(opened).groupReflection as Json).thoughts).toBe('What I opened on purpose');
  });

  it('responses: the reflection author and moderators remove any, a member only their own; reactions toggle', async () => {
    const f = await fixture();
    const byTarget = result(
      await op(TARGET, 'respond', { groupReflectionId: f.sharedId, text: 'Same here.' }),
    ).response as Json;
    expect((await op(TARGET, 'removeResponse', { responseId: f.responseId })).status).toBe(403);
    expect((await op('member', 'removeResponse', { responseId: byTarget.id })).status).toBe(200);
    expect(
      result(await op(TARGET, 'react', { groupReflectionId: f.sharedId, reaction: 'relate' })).reacted,
    ).toBe(true);
    expect(
      result(await op(TARGET, 'react', { groupReflectionId: f.sharedId, reaction: 'relate' })).reacted,
    ).toBe(false);
    const bad = await op(TARGET, 'react', { groupReflectionId: f.sharedId, reaction: 'like' });
    expect(bad.body.message).toBe(GROUP_MESSAGES.INVALID_REACTION);
    await op(TARGET, 'reportResponse', { responseId: f.responseId });
    expect(stored('VegGroupResponse', f.responseId)?.reported).toBe(true);
    // Unsharing takes the responses with it.
    await op('member', 'unshareReflection', { groupReflectionId: f.sharedId });
    expect(stored('VegGroupReflection', f.sharedId)).toBeUndefined();
    expect(stored('VegGroupResponse', f.responseId)).toBeUndefined();
  });

  it('deleting a group removes every record of it', async () => {
    const f = await fixture();
    await op('owner', 'deleteGroup', { groupId: f.groupId });
    const tenant = emulator.db.tenant('emotion');
    for (const entity of ['VegGroupMember', 'VegGroupInvite', 'VegGroupReflection', 'VegGroupResponse'])
      expect(emulator.db.rows(tenant, entity).filter((r) => r.group_id === f.groupId)).toEqual([]);
    expect(stored('VegGroup', f.groupId)).toBeUndefined();
  });

  it('an unknown operation is a 400', async () => {
    const answer = await op('owner', 'takeOver', {});
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(GROUP_MESSAGES.UNKNOWN_OP);
    expect(EMULATOR_MESSAGES.FORBIDDEN).toBeTruthy();
  });
});

/** A word of the catalogue (no client): anyone signed in reads it. */
function catalogueEmotion(): Row {
  const word = emulator.db
    .rows(emulator.db.tenant('emotion'), 'VegEmotion')
    .find((e) => (e.client_id === undefined || e.client_id === null) && typeof e.name === 'object');
  if (word === undefined) throw new Error('the seed has no catalogue word');
  return word;
}

function groupReflections(groupId: string): Row[] {
  return emulator.db
    .rows(emulator.db.tenant('emotion'), 'VegGroupReflection')
    .filter((r) => r.group_id === groupId);
}

describe('postReflection: a reflection written for the group', () => {
  it('any member posts one; it is described from the catalogue, never a reflection of their own', async () => {
    const f = await fixture();
    const word = catalogueEmotion();
    const before = emulator.db.rows(emulator.db.tenant('emotion'), 'VegReflection').length;
    const posted = await op('member', 'postReflection', {
      groupId: f.groupId,
      title: '  A hard evening  ',
      description: '',
      thoughts: ' I needed to say it out loud. ',
      date: '2026-11-19T18:30:00.000Z',
      emotions: [
        { emotionId: word.id, level: 4 },
        { emotionId: word.id, level: 1 },
      ],
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    const copy = result(posted).groupReflection as Json;
    expect(copy).toMatchObject({
      group_id: f.groupId,
      authorId: userIdFor(PARTIES.member),
      authorName: 'Selin Aydın',
      sourceId: null,
      parts: ['event', 'emotions', 'thoughts'],
      title: 'A hard evening',
      description: null,
      date: '2026-11-19T18:30:00.000Z',
      thoughts: 'I needed to say it out loud.',
      sharedDate: '2026-11-20T12:00:00.000Z',
    });
    // One word once, with the level it was first given and its names from the catalogue.
    expect(copy.emotions).toEqual([
      {
        emotion_id: word.id,
        level: 4,
        name: word.name,
        family: word.family ?? null,
        pleasantness: word.pleasantness ?? null,
        energy: word.energy ?? null,
      },
    ]);
    // Nothing was written to the author's own reflections.
    expect(emulator.db.rows(emulator.db.tenant('emotion'), 'VegReflection')).toHaveLength(before);
    expect(stored('VegGroup', f.groupId)?.lastActivityDate).toBe('2026-11-20T12:00:00.000Z');

    // The owner and the moderator read it like a shared reflection; the parts follow what was given.
    const read = await as('moderator', '/api/entity/get', {
      entityName: 'VegGroupReflection',
      entityId: String(copy.id),
    });
    expect((read.body.entity as Json).title).toBe('A hard evening');
    const onlyFeeling = await op('owner', 'postReflection', {
      groupId: f.groupId,
      emotions: [{ emotionId: word.id, level: 2 }],
    });
    expect(result(onlyFeeling).groupReflection).toMatchObject({
      parts: ['emotions'],
      title: null,
      thoughts: null,
      date: '2026-11-20T12:00:00.000Z',
    });
    const onlyThoughts = await op('moderator', 'postReflection', {
      groupId: f.groupId,
      description: 'What happened, briefly.',
      thoughts: 'And what I made of it.',
    });
    expect(result(onlyThoughts).groupReflection).toMatchObject({
      parts: ['event', 'thoughts'],
      title: null,
      description: 'What happened, briefly.',
      emotions: null,
    });
  });

  it('refuses an empty post, too long texts, unknown or unreadable words, bad levels and dates', async () => {
    const f = await fixture();
    const word = catalogueEmotion();
    const count = groupReflections(f.groupId).length;
    const refused = async (params: Json, status: number, message: string): Promise<void> => {
      const answer = await op('member', 'postReflection', { groupId: f.groupId, ...params });
      expect(answer.status, JSON.stringify(params)).toBe(status);
      expect(answer.body.message).toBe(message);
    };
    await refused({}, 400, GROUP_MESSAGES.POST_EMPTY);
    await refused(
      { title: '   ', description: '\n', thoughts: ' ', emotions: [] },
      400,
      GROUP_MESSAGES.POST_EMPTY,
    );
    await refused({ title: 'x'.repeat(201) }, 400, GROUP_MESSAGES.TOO_LONG);
    await refused({ title: 'ok', description: 'x'.repeat(5001) }, 400, GROUP_MESSAGES.TOO_LONG);
    await refused({ thoughts: 'x'.repeat(5001) }, 400, GROUP_MESSAGES.TOO_LONG);
    await refused(
      { emotions: [{ emotionId: 'no-such-word', level: 2 }] },
      400,
      GROUP_MESSAGES.UNKNOWN_EMOTION,
    );
    await refused({ emotions: [{ emotionId: word.id, level: 3 }] }, 400, GROUP_MESSAGES.INVALID_LEVEL);
    await refused({ emotions: [{ emotion_id: word.id }] }, 400, GROUP_MESSAGES.INVALID_POST_EMOTIONS);
    await refused({ emotions: word.id }, 400, GROUP_MESSAGES.INVALID_POST_EMOTIONS);
    await refused(
      { emotions: Array.from({ length: 21 }, () => ({ emotionId: word.id, level: 2 })) },
      400,
      GROUP_MESSAGES.INVALID_POST_EMOTIONS,
    );
    await refused({ title: 'ok', date: 'yesterday-ish' }, 400, GROUP_MESSAGES.INVALID_DATE);

    // Another person's own word is as unknown as a made-up one: its existence is not told.
    const tenant = emulator.db.tenant('emotion');
    const othersClient = emulator.db
      .rows(tenant, 'VegClient')
      .find((c) => c.user_id === userIdFor(PARTIES.nonMember));
    const foreignWord = emulator.db.insert(
      tenant,
      'VegEmotion',
      { name: { 'en-US': 'Mine only' }, family: 'joy', isCustom: true, client_id: othersClient?.id },
      { actorId: userIdFor(PARTIES.nonMember), now: '2026-11-20T12:00:00.000Z' },
    );
    await refused(
      { emotions: [{ emotionId: foreignWord.id, level: 2 }] },
      400,
      GROUP_MESSAGES.UNKNOWN_EMOTION,
    );
    expect(groupReflections(f.groupId)).toHaveLength(count);
  });

  it('a non-member, an ex-member and the other tenant get the 404 of a group they cannot see; nothing is written', async () => {
    const f = await fixture();
    const count = groupReflections(f.groupId).length;
    const params = { groupId: f.groupId, title: 'Let me in', thoughts: 'Forged.' };
    for (const party of ['nonMember', 'exMember', 'otherTenant'] as const) {
      const answer = await op(party, 'postReflection', params);
      expect(answer.status, party).toBe(404);
      expect(answer.body.message).toBe(EMULATOR_MESSAGES.NOT_FOUND);
      expect(JSON.stringify(answer.body)).not.toContain('Probe group');
    }
    expect((await op('signedOut', 'postReflection', params)).status).toBe(401);
    // An unknown group answers the same 404 as a group one is not in.
    const unknown = await op('nonMember', 'postReflection', { ...params, groupId: 'no-such-group' });
    expect(unknown.status).toBe(404);
    expect(groupReflections(f.groupId)).toHaveLength(count);
    expect(groupReflections(f.groupId).some((r) => r.title === 'Let me in')).toBe(false);
  });
});

describe('the demo group', () => {
  it('is seeded with its owner, moderator and member, two shared reflections and an open invite', async () => {
    const list = await as('member', '/api/entity/query', { entityName: 'VegGroup', count: 1000 });
    expect(entities(list).map((g) => g.id)).toContain(DEMO_GROUP_ID);
    const shared = await as('member', '/api/entity/query', {
      entityName: 'VegGroupReflection',
      filters: [{ field: 'group', op: 'eq', value: DEMO_GROUP_ID }],
    });
    expect(entities(shared)).toHaveLength(2);
    const preview = await as('signedOut', '/api/workflow/runFunction', {
      functionName: 'groupInvitePreview',
      params: { code: DEMO_GROUP_INVITE_CODE },
    });
    expect(result(preview)).toMatchObject({
      status: 'valid',
      group: { name: 'Evening check-in circle', memberCount: 3 },
    });
    const free = await as('nonMember', '/api/entity/query', { entityName: 'VegGroup', count: 1000 });
    expect(entities(free).map((g) => g.id)).not.toContain(DEMO_GROUP_ID);
  });
});
