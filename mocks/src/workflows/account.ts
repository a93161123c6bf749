/**
 * accountOps: what a signed-in person does to their own account beyond its fields.
 *
 * - `signOutOtherDevices {}`: ends every other session of the caller (their refresh tokens stop working
 *   too); the calling session stays. Answers `{ success, signedOut }`, the number of sessions ended.
 * - `deleteAccount { email }`: deletes the caller's account at once, confirmed by their email (any case).
 *   Answers `{ success, deleted }` (records deleted per entity) and ends every session of the account.
 *   Admins are refused (another admin removes an admin), as is a wrong email; both answer
 *   `{ success: false, error }` and change nothing.
 *
 * - `newsletter {}`: whether the caller's email is on the mailing list: the newest of the contact forms
 *   of type Subscribe or Unsubscribe sent with that email (any case) decides. Answers `{ success,
 *   subscribed, since }` (`since`: when that form was sent, or null when there is none).
 * - `setNewsletter { subscribed }`: puts the caller's own email on the list or takes it off, as the public
 *   forms do (a GsbContactForm of type Subscribe, titled MailingListSubscribe, or Unsubscribe, titled
 *   MailingListUnsubscribe), and answers as `newsletter`. The address is always the account's: a
 *   signed-in person cannot subscribe someone else here.
 *
 * What deleting removes ({@link planDeletion}):
 * - the user record, its password, reset links and sessions;
 * - their clients: their own client record (`user_id`), and the clients they created or look after
 *   (as a caretaker) that have no account of their own. A client with an account of their own keeps
 *   it, with its records; only the caretaker link is cleared;
 * - everything those clients own (journal, check-ins, words, loops, reflections, chats and messages);
 * - everything else the user created or that names them in `user_id`: keyring, files (and their bytes),
 *   plans, payments, push devices, group memberships and answers, the groups they created (with their
 *   members, invites, shared reflections and answers), referral events credited to them;
 * - kept, with the author cleared: tags (a shared vocabulary others' entries use), and referral events
 *   where they were the one referred (the referrer's record).
 * Any other record that pointed at a deleted one loses that reference (it is set to null).
 */
import { ContactFormType, ERRORS } from '@emotion-guru/platform-sdk';
import { endSessions } from '../auth/sessions.ts';
import type { Database } from '../db/database.ts';
import type { TenantData } from '../db/tenant.ts';
import { str } from '../handlers/body.ts';
import { EMULATOR_MESSAGES, HttpError, type CallContext } from '../handlers/context.ts';
import type { Row } from '../query/types.ts';

export const ACCOUNT_MESSAGES = {
  UNKNOWN_OP: 'Unknown account operation',
  EMAIL_MISMATCH: ERRORS.ACCOUNT_EMAIL_MISMATCH,
  ADMIN_REFUSED: ERRORS.ADMIN_ACCOUNT_REFUSED,
} as const;

/** Entities whose records survive their author's deletion (the author is cleared). */
const SHARED_ENTITIES: ReadonlySet<string> = new Set(['GsbTag']);

/**
 * References that make a record part of what they point at: when the target goes, the record goes too.
 * Every other reference to a deleted record is cleared instead.
 */
const OWNER_REFERENCES: Readonly<Record<string, readonly string[]>> = {
  VegJournal: ['client'],
  VegChat: ['client'],
  VegChatMessage: ['chat'],
  VegEmotion: ['client'],
  VegEmotionRecord: ['client'],
  VegLoop: ['client'],
  VegReflection: ['client'],
  VegGroupMember: ['group'],
  VegGroupInvite: ['group'],
  VegGroupReflection: ['group'],
  VegGroupResponse: ['group', 'groupReflection'],
  GsbPayment: ['plan'],
  GsbFile: ['parent'],
};

type Doomed = Map<string, Set<string>>;

function mark(doomed: Doomed, entity: string, id: unknown): boolean {
  if (typeof id !== 'string') return false;
  let ids = doomed.get(entity);
  if (ids === undefined) {
    ids = new Set();
    doomed.set(entity, ids);
  }
  if (ids.has(id)) return false;
  ids.add(id);
  return true;
}

function isDoomed(doomed: Doomed, entity: string | undefined, id: unknown): boolean {
  return entity !== undefined && typeof id === 'string' && (doomed.get(entity)?.has(id) ?? false);
}

/** Whether a client record goes with the account: theirs, or one they made or look after with no account of its own. */
function clientGoes(client: Row, userId: string): boolean {
  if (client.user_id === userId) return true;
  const ownAccount = typeof client.user_id === 'string' && client.user_id.length > 0;
  return !ownAccount && (client.createdBy_id === userId || client.caretaker_id === userId);
}

/** Every record (entity → ids) that deleting `userId` removes, as described at the top of this file. */
export function planDeletion(db: Database, tenant: TenantData, userId: string): Doomed {
  const doomed: Doomed = new Map();
  mark(doomed, 'GsbUser', userId);
  for (const client of db.rows(tenant, 'VegClient'))
    if (clientGoes(client, userId)) mark(doomed, 'VegClient', client.id);
  const names = [...tenant.tables.keys()];
  for (const entity of names) {
    if (SHARED_ENTITIES.has(entity) || entity === 'VegClient') continue;
    for (const row of db.rows(tenant, entity)) {
      // A record kept by a client follows that client, whoever wrote it (a caretaker's notes stay the client's).
      const ownedByClient = typeof row.client_id === 'string' && row.client_id.length > 0;
      const mine =
        row.user_id === userId ||
        row.userId === userId ||
        (entity === 'VegReferral' && row.referrerId === userId) ||
        (!ownedByClient && row.createdBy_id === userId);
      if (mine) mark(doomed, entity, row.id);
    }
  }
  // Cascade through owner references until nothing more is added.
  let grew = true;
  while (grew) {
    grew = false;
    for (const [entity, props] of Object.entries(OWNER_REFERENCES)) {
      const model = db.model(entity);
      if (model === undefined) continue;
      for (const row of db.rows(tenant, entity)) {
        const owned = props.some((prop) =>
          isDoomed(doomed, model.props.get(prop)?.target, row[`${prop}_id`]),
        );
        if (owned && mark(doomed, entity, row.id)) grew = true;
      }
    }
  }
  return doomed;
}

/** Clears every reference that a surviving record holds to a deleted one (audit fields and `referredUserId` included). */
function clearReferences(db: Database, tenant: TenantData, doomed: Doomed, userId: string): void {
  for (const entity of tenant.tables.keys()) {
    const model = db.model(entity);
    for (const row of db.rows(tenant, entity)) {
      if (isDoomed(doomed, entity, row.id)) continue;
      const changes: Row = {};
      for (const prop of model?.props.values() ?? []) {
        if (prop.kind !== 'one') continue;
        const column = `${prop.name}_id`;
        if (isDoomed(doomed, prop.target, row[column])) changes[column] = null;
      }
      if (entity === 'VegReferral' && row.referredUserId === userId) changes.referredUserId = null;
      if (Object.keys(changes).length > 0)
        db.table(tenant, entity).set(String(row.id), { ...row, ...changes });
    }
  }
}

function signOutOtherDevices(ctx: CallContext, userId: string): Row {
  const signedOut = endSessions(ctx.tenant, userId, ctx.session?.token);
  ctx.state.onChange(ctx.tenant.code);
  return { success: true, signedOut };
}

/** The caller's place on the mailing list: the newest Subscribe or Unsubscribe form with their email. */
function newsletter(ctx: CallContext, userId: string): Row {
  const stored = ctx.db.row(ctx.tenant, 'GsbUser', userId)?.email;
  const email = typeof stored === 'string' ? stored.toLowerCase() : '';
  let newest: Row | undefined;
  for (const form of ctx.db.rows(ctx.tenant, 'GsbContactForm')) {
    if (form.type !== ContactFormType.Subscribe && form.type !== ContactFormType.Unsubscribe) continue;
    if (typeof form.email !== 'string' || form.email.trim().toLowerCase() !== email) continue;
    if (newest === undefined || String(form.createDate) >= String(newest.createDate)) newest = form;
  }
  return {
    success: true,
    subscribed: newest?.type === ContactFormType.Subscribe,
    since: typeof newest?.createDate === 'string' ? newest.createDate : null,
  };
}

function setNewsletter(ctx: CallContext, userId: string, params: Row): Row {
  const user = ctx.db.row(ctx.tenant, 'GsbUser', userId);
  if (user === undefined || typeof user.email !== 'string')
    throw new HttpError(401, EMULATOR_MESSAGES.AUTH_REQUIRED);
  const subscribed = params.subscribed === true;
  ctx.db.insert(
    ctx.tenant,
    'GsbContactForm',
    {
      name: typeof user.name === 'string' ? user.name : null,
      email: user.email,
      title: subscribed ? 'MailingListSubscribe' : 'MailingListUnsubscribe',
      type: subscribed ? ContactFormType.Subscribe : ContactFormType.Unsubscribe,
    },
    { actorId: userId, now: new Date(ctx.now).toISOString() },
  );
  ctx.state.onChange(ctx.tenant.code);
  return newsletter(ctx, userId);
}

function deleteAccount(ctx: CallContext, userId: string, params: Row): Row {
  const { db, tenant } = ctx;
  if (ctx.actor.isAdmin) return { success: false, error: ACCOUNT_MESSAGES.ADMIN_REFUSED };
  const user = db.row(tenant, 'GsbUser', userId);
  const email = (str(params, 'email') ?? '').trim().toLowerCase();
  if (user === undefined || typeof user.email !== 'string' || user.email.toLowerCase() !== email)
    return { success: false, error: ACCOUNT_MESSAGES.EMAIL_MISMATCH };
  const doomed = planDeletion(db, tenant, userId);
  const leftGroups = new Set<unknown>();
  for (const id of doomed.get('VegGroupMember') ?? [])
    leftGroups.add(db.row(tenant, 'VegGroupMember', id)?.group_id);
  clearReferences(db, tenant, doomed, userId);
  const deleted: Record<string, number> = {};
  for (const [entity, ids] of doomed) {
    let count = 0;
    for (const id of ids) {
      if (db.remove(tenant, entity, id)) count += 1;
      if (entity === 'GsbFile') tenant.blobs.delete(id);
    }
    if (count > 0) deleted[entity] = count;
  }
  // The groups they belonged to (and did not create) count one member fewer.
  for (const group of db.rows(tenant, 'VegGroup')) {
    if (!leftGroups.has(group.id)) continue;
    const memberCount = db.rows(tenant, 'VegGroupMember').filter((m) => m.group_id === group.id).length;
    db.table(tenant, 'VegGroup').set(String(group.id), { ...group, memberCount });
  }
  tenant.credentials.delete(userId);
  for (const [token, ticket] of tenant.resets) if (ticket.userId === userId) tenant.resets.delete(token);
  endSessions(tenant, userId);
  ctx.state.onChange(tenant.code);
  return { success: true, deleted };
}

export function accountOps(ctx: CallContext, params: Row): Row {
  const userId = ctx.actor.userId;
  if (userId === undefined) throw new HttpError(401, EMULATOR_MESSAGES.AUTH_REQUIRED);
  const op = str(params, 'op') ?? '';
  if (op === 'signOutOtherDevices') return signOutOtherDevices(ctx, userId);
  if (op === 'deleteAccount') return deleteAccount(ctx, userId, params);
  if (op === 'newsletter') return newsletter(ctx, userId);
  if (op === 'setNewsletter') return setNewsletter(ctx, userId, params);
  return { success: false, error: ACCOUNT_MESSAGES.UNKNOWN_OP };
}
