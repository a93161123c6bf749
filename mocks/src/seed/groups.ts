/**
 * The demo group: "Evening check-in circle", a peer support group owned by James (premium@), moderated
 * by Sarah (enterprise@), with Selin (pro@) as a member. Two reflections are shared (James's emotions
 * and event; Selin's emotions and thoughts) with a few responses and reactions, and one open invite link
 * (`DEMO_GROUP_INVITE_CODE`, seven days). Elif (free@) and the others are not members, so a journey can
 * invite them. Every id is derived from a name, so the rest of the seed keeps its ids.
 */
import { memberIdFor, type GroupRole } from '../access/groups.ts';
import type { Database } from '../db/database.ts';
import type { TenantData } from '../db/tenant.ts';
import { stableUuid, userIdFor } from '../ids.ts';
import type { Row } from '../query/types.ts';

const DAY = 24 * 60 * 60 * 1000;

export const DEMO_GROUP_ID = stableUuid('group:evening-circle');
/** An invite link of the demo group that works for seven days after the seed date. */
export const DEMO_GROUP_INVITE_CODE = 'evening-circle-demo';

/** The id of the demo group's copy of the account's shared reflection (premium@ and pro@ share one). */
export function demoGroupReflectionId(email: string): string {
  return stableUuid(`groupReflection:evening-circle:${email}`);
}

const MEMBERS: readonly { email: string; role: GroupRole; daysAgo: number }[] = [
  { email: 'premium@example.com', role: 'owner', daysAgo: 30 },
  { email: 'enterprise@example.com', role: 'moderator', daysAgo: 28 },
  { email: 'pro@example.com', role: 'member', daysAgo: 20 },
];

function userName(db: Database, tenant: TenantData, email: string): string {
  const user = db.row(tenant, 'GsbUser', userIdFor(email));
  return typeof user?.name === 'string' ? user.name : email;
}

/** The newest non-private reflection of the account's own client. */
function latestReflection(db: Database, tenant: TenantData, email: string): Row | undefined {
  const userId = userIdFor(email);
  return db
    .rows(tenant, 'VegReflection')
    .filter((r) => {
      const client = typeof r.client_id === 'string' ? db.row(tenant, 'VegClient', r.client_id) : undefined;
      return client?.user_id === userId && r.private !== true;
    })
    .sort((a, b) => String(b.date).localeCompare(String(a.date)))[0];
}

function emotionsOf(db: Database, tenant: TenantData, reflection: Row): Row[] {
  const list = Array.isArray(reflection.emotions) ? (reflection.emotions as Row[]) : [];
  return list.map((item) => {
    const emotion = db.row(tenant, 'VegEmotion', String(item.emotion_id));
    return {
      emotion_id: item.emotion_id,
      level: item.level ?? null,
      name: emotion?.name ?? null,
      family: emotion?.family ?? null,
      pleasantness: emotion?.pleasantness ?? null,
      energy: emotion?.energy ?? null,
    };
  });
}

export function seedDemoGroup(db: Database, tenant: TenantData, seedTime: number): void {
  const at = (days: number, hours = 0): string =>
    new Date(seedTime - days * DAY + hours * 3_600_000).toISOString();
  const owner = userIdFor('premium@example.com');
  db.insert(
    tenant,
    'VegGroup',
    {
      name: 'Evening check-in circle',
      description:
        'A small peer group for ending the day gently: share how the day felt, read each other kindly, no advice unless asked.',
      color: '#0ea5e9',
      memberCount: MEMBERS.length,
      lastActivityDate: at(1, 21),
    },
    { actorId: owner, now: at(30), id: DEMO_GROUP_ID },
  );
  for (const member of MEMBERS) {
    const userId = userIdFor(member.email);
    db.insert(
      tenant,
      'VegGroupMember',
      {
        group_id: DEMO_GROUP_ID,
        userId,
        name: userName(db, tenant, member.email),
        role: member.role,
        joinedDate: at(member.daysAgo),
      },
      { actorId: userId, now: at(member.daysAgo), id: memberIdFor(DEMO_GROUP_ID, userId) },
    );
  }
  db.insert(
    tenant,
    'VegGroupInvite',
    {
      group_id: DEMO_GROUP_ID,
      code: DEMO_GROUP_INVITE_CODE,
      expiresAt: new Date(seedTime + 7 * DAY).toISOString(),
      maxUses: null,
      uses: 0,
      revoked: false,
      email: null,
      inviterName: userName(db, tenant, 'premium@example.com'),
    },
    { actorId: owner, now: at(0), id: stableUuid('groupInvite:evening-circle') },
  );
  const shares: { email: string; parts: string[]; daysAgo: number }[] = [
    { email: 'premium@example.com', parts: ['event', 'emotions'], daysAgo: 2 },
    { email: 'pro@example.com', parts: ['emotions', 'thoughts'], daysAgo: 1 },
  ];
  const sharedIds: string[] = [];
  for (const share of shares) {
    const reflection = latestReflection(db, tenant, share.email);
    if (reflection === undefined) continue;
    const authorId = userIdFor(share.email);
    const id = demoGroupReflectionId(share.email);
    const parts = new Set(share.parts);
    db.insert(
      tenant,
      'VegGroupReflection',
      {
        group_id: DEMO_GROUP_ID,
        authorId,
        authorName: userName(db, tenant, share.email),
        sourceId: reflection.id,
        parts: share.parts,
        title: parts.has('event') ? (reflection.title ?? null) : null,
        description: parts.has('event') ? (reflection.description ?? null) : null,
        date: parts.has('event') ? (reflection.date ?? null) : null,
        emotions: parts.has('emotions') ? emotionsOf(db, tenant, reflection) : null,
        thoughts: parts.has('thoughts') ? (reflection.thoughts ?? null) : null,
        sharedDate: at(share.daysAgo, 20),
      },
      { actorId: authorId, now: at(share.daysAgo, 20), id },
    );
    sharedIds.push(id);
  }
  const responses: { on: number; email: string; text?: string; reaction?: string }[] = [
    {
      on: 0,
      email: 'enterprise@example.com',
      text: 'Thank you for putting this into words. That loop sounds exhausting.',
    },
    { on: 0, email: 'pro@example.com', reaction: 'relate' },
    {
      on: 1,
      email: 'premium@example.com',
      text: 'Bunu paylaştığın için teşekkürler. Yarın kendine biraz nazik davran.',
    },
    { on: 1, email: 'enterprise@example.com', reaction: 'support' },
  ];
  responses.forEach((response, index) => {
    const sharedId = sharedIds[response.on];
    if (sharedId === undefined) return;
    const authorId = userIdFor(response.email);
    db.insert(
      tenant,
      'VegGroupResponse',
      {
        group_id: DEMO_GROUP_ID,
        groupReflection_id: sharedId,
        authorId,
        authorName: userName(db, tenant, response.email),
        text: response.text ?? null,
        reaction: response.reaction ?? null,
        reported: false,
      },
      { actorId: authorId, now: at(1, 21), id: stableUuid(`groupResponse:evening-circle:${index}`) },
    );
  });
}
