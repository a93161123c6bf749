/** accountOps: signing out other devices and deleting an account (workflows/account.ts). */
import { isPlatformError } from '@emotion-guru/platform-sdk';
import { describe, expect, it } from 'vitest';
import { userIdFor } from '../src/ids.ts';
import type { Row } from '../src/query/types.ts';
import { call, login, PASSWORD, sdk, signedIn, useEmulator } from './helpers.ts';

const { emulator } = useEmulator();

function tenant() {
  return emulator.db.tenant('emotion');
}

function rows(entity: string): Row[] {
  return emulator.db.rows(tenant(), entity);
}

/** Every stored record that still names the user, in any field (ids are random, so a match is real). */
function mentionsOf(userId: string): string[] {
  const found: string[] = [];
  for (const entity of tenant().tables.keys())
    for (const row of rows(entity))
      for (const [field, value] of Object.entries(row))
        if (value === userId) found.push(`${entity}.${field}`);
  return found;
}

async function whoAmI(token: string): Promise<number> {
  return (await call('/api/entity/query', { entityName: 'VegClient' }, token)).status;
}

describe('accountOps.signOutOtherDevices', () => {
  it('ends every other session of the caller, keeps the calling one and leaves other people alone', async () => {
    const phone = await login('free@example.com');
    const laptop = await login('free@example.com');
    const someoneElse = await login('premium@example.com');
    const here = await signedIn('free@example.com');

    await expect(here.auth.signOutOtherDevices()).resolves.toBe(2);

    expect(await whoAmI(phone)).toBe(401);
    expect(await whoAmI(laptop)).toBe(401);
    expect(await whoAmI(someoneElse)).toBe(200);
    const mine = await here.entity.query({ entityName: 'VegClient' });
    expect(mine.entities).toHaveLength(1);
    // The ended sessions cannot be renewed either.
    const renewed = await call('/api/auth/refreshToken', { token: phone });
    expect(renewed.status).toBe(401);
    await expect(here.auth.signOutOtherDevices()).resolves.toBe(0);
  });

  it('needs a signed-in caller', async () => {
    const answer = await call('/api/workflow/runFunction', {
      functionName: 'accountOps',
      params: { op: 'signOutOtherDevices' },
    });
    expect(answer.status).toBe(401);
  });
});

describe('accountOps.deleteAccount', () => {
  it('deletes a person and everything theirs, signs them out everywhere and keeps shared tags', async () => {
    const userId = userIdFor('free@example.com');
    const client = rows('VegClient').find((c) => c.user_id === userId);
    expect(client).toBeDefined();
    const journalsBefore = rows('VegJournal').filter((j) => j.client_id === client?.id).length;
    expect(journalsBefore).toBeGreaterThan(0);
    const other = await login('free@example.com');
    const here = await signedIn('free@example.com');
    const tag = await here.entity.save({ entityName: 'GsbTag', entity: { name: 'deleted-person-tag' } });
    const othersJournals = rows('VegJournal').filter((j) => j.client_id !== client?.id).length;

    const deleted = await here.auth.deleteAccount('FREE@example.com');

    expect(deleted.GsbUser).toBe(1);
    expect(deleted.VegClient).toBe(1);
    expect(deleted.VegJournal).toBe(journalsBefore);
    expect(rows('VegJournal')).toHaveLength(othersJournals);
    expect(rows('VegJournal').some((j) => j.client_id === client?.id)).toBe(false);
    expect(emulator.db.row(tenant(), 'GsbTag', tag.id)).toMatchObject({
      name: 'deleted-person-tag',
      createdBy_id: null,
    });
    expect(mentionsOf(userId)).toEqual([]);
    expect(here.auth.current).toBeNull();
    expect(await whoAmI(other)).toBe(401);
    const again = await sdk().auth.login({ email: 'free@example.com', password: PASSWORD });
    expect(again.success).toBe(false);
  });

  it("keeps a caretaker's client who has an account of their own, and deletes the others with their records", async () => {
    const caretaker = userIdFor('team@example.com');
    const ece = userIdFor('ece.sahin@example.com');
    const looked = rows('VegClient').filter((c) => c.caretaker_id === caretaker);
    const withAccount = looked.filter((c) => c.user_id === ece);
    const without = looked.filter((c) => c.user_id === null || c.user_id === undefined);
    expect(withAccount).toHaveLength(1);
    expect(without.length).toBeGreaterThan(0);
    const eceJournals = rows('VegJournal').filter((j) => j.client_id === withAccount[0]?.id).length;
    expect(eceJournals).toBeGreaterThan(0);

    const team = await signedIn('team@example.com');
    await team.auth.deleteAccount('team@example.com');

    const kept = emulator.db.row(tenant(), 'VegClient', String(withAccount[0]?.id));
    expect(kept).toMatchObject({ user_id: ece, caretaker_id: null, createdBy_id: null });
    expect(rows('VegJournal').filter((j) => j.client_id === withAccount[0]?.id)).toHaveLength(eceJournals);
    for (const gone of without) {
      expect(emulator.db.row(tenant(), 'VegClient', String(gone.id))).toBeUndefined();
      for (const entity of ['VegJournal', 'VegEmotionRecord', 'VegReflection', 'VegLoop', 'VegChat'])
        expect(rows(entity).filter((r) => r.client_id === gone.id)).toEqual([]);
    }
    expect(mentionsOf(caretaker)).toEqual([]);
    // Ece still signs in and reads her records.
    const eceClient = await signedIn('ece.sahin@example.com');
    const journals = await eceClient.entity.query({ entityName: 'VegJournal', count: 500 });
    expect(journals.entities).toHaveLength(eceJournals);
  });

  it('deletes the groups a person created, with their members, invites, shares and answers', async () => {
    const owner = userIdFor('premium@example.com');
    const groups = rows('VegGroup').filter((g) => g.createdBy_id === owner);
    expect(groups.length).toBeGreaterThan(0);
    const ids = new Set(groups.map((g) => g.id));
    for (const entity of ['VegGroupMember', 'VegGroupInvite', 'VegGroupReflection', 'VegGroupResponse'])
      expect(rows(entity).some((r) => ids.has(r.group_id))).toBe(true);

    const premium = await signedIn('premium@example.com');
    await premium.auth.deleteAccount('premium@example.com');

    expect(rows('VegGroup').filter((g) => ids.has(g.id))).toEqual([]);
    for (const entity of ['VegGroupMember', 'VegGroupInvite', 'VegGroupReflection', 'VegGroupResponse'])
      expect(rows(entity).filter((r) => ids.has(r.group_id))).toEqual([]);
    expect(mentionsOf(owner)).toEqual([]);
  });

  it('takes a member out of the groups they joined, and the group counts one member fewer', async () => {
    const member = userIdFor('pro@example.com');
    const joined = rows('VegGroupMember').filter((m) => m.userId === member);
    expect(joined.length).toBeGreaterThan(0);
    const group = emulator.db.row(tenant(), 'VegGroup', String(joined[0]?.group_id));
    const count = Number(group?.memberCount);
    const pro = await signedIn('pro@example.com');
    await pro.auth.deleteAccount('pro@example.com');
    expect(rows('VegGroupMember').filter((m) => m.userId === member)).toEqual([]);
    expect(emulator.db.row(tenant(), 'VegGroup', String(group?.id))?.memberCount).toBe(count - 1);
    expect(mentionsOf(member)).toEqual([]);
  });

  it('refuses a wrong email and an admin, and changes nothing', async () => {
    const before = JSON.stringify([...tenant().tables.entries()].map(([name, table]) => [name, table.size]));
    const free = await signedIn('free@example.com');
    const wrong = await free.auth.deleteAccount('someone@example.com').catch((error: unknown) => error);
    expect(isPlatformError(wrong) && wrong.code).toBe('ACCOUNT_EMAIL_MISMATCH');
    expect(free.auth.current).not.toBeNull();
    const admin = await signedIn('admin@example.com');
    const refused = await admin.auth.deleteAccount('admin@example.com').catch((error: unknown) => error);
    expect(isPlatformError(refused) && refused.code).toBe('ADMIN_ACCOUNT_REFUSED');
    const after = JSON.stringify([...tenant().tables.entries()].map(([name, table]) => [name, table.size]));
    // Workflow runs are logged; nothing else changed.
    expect(after.replace(/"GsbWorkflowInstance",\d+/, '')).toBe(
      before.replace(/"GsbWorkflowInstance",\d+/, ''),
    );
    expect(await whoAmI(await login('free@example.com'))).toBe(200);
  });
});

describe('accountOps.newsletter', () => {
  it('reads and changes the mailing list for the account’s own email; the newest form decides', async () => {
    const here = await signedIn('premium@example.com');
    await expect(here.auth.newsletter()).resolves.toEqual({ subscribed: false, since: null });

    // The public form, sent signed out with the address in another letter case, counts too.
    const publicForm = await call('/api/entity/save', {
      entityName: 'GsbContactForm',
      entity: { email: 'Premium@Example.com', title: 'MailingListSubscribe', type: 2 },
    });
    expect(publicForm.status).toBe(200);
    const subscribed = await here.auth.newsletter();
    expect(subscribed.subscribed).toBe(true);
    expect(subscribed.since).toEqual(expect.any(String));

    await expect(here.auth.setNewsletter(false)).resolves.toMatchObject({ subscribed: false });
    await expect(here.auth.newsletter()).resolves.toMatchObject({ subscribed: false });
    const sent = rows('GsbContactForm').filter((form) => form.email === 'premium@example.com');
    expect(sent.map((form) => [form.type, form.title])).toEqual([[8, 'MailingListUnsubscribe']]);

    await expect(here.auth.setNewsletter(true)).resolves.toMatchObject({ subscribed: true });
    // Someone else's status is their own.
    const other = await signedIn('free@example.com');
    await expect(other.auth.newsletter()).resolves.toEqual({ subscribed: false, since: null });
  });

  it('needs a signed-in caller', async () => {
    const answer = await call('/api/workflow/runFunction', {
      functionName: 'accountOps',
      params: { op: 'newsletter' },
    });
    expect(answer.status).toBe(401);
  });
});
