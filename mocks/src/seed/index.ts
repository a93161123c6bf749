/**
 * Builds the seeded database: tenants `emotion` and `other`, roles and groups, the demo accounts with
 * salted PBKDF2 hashes, the sales packs and the accounts' plans, the blog, and the clients with their
 * journals. Everything derives from the seed number and the seed date, so runs are identical.
 */
import { PaymentStatus, PlanStatus } from '@emotion-guru/platform-sdk';
import { hashPassword, PBKDF2_ITERATIONS } from '../auth/passwords.ts';
import type { Database } from '../db/database.ts';
import type { TenantData } from '../db/tenant.ts';
import { storeFile } from '../handlers/files.ts';
import { ADMIN_ROLE_ID, REFERRER_GROUP_ID, stableUuid, USER_ROLE_ID, userIdFor } from '../ids.ts';
import type { Row } from '../query/types.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEFAULT_TENANT,
  OTHER_TENANT,
  SOCIAL_DEMO,
  type DemoAccount,
} from './accounts.ts';
import { BLOG_CATEGORIES, BLOG_POSTS, BLOG_TAGS, coverSvg, readingTime } from './blog.ts';
import { MONTHLY, SALES_PACKS, YEARLY } from './catalog.ts';
import { seedSharedChat } from './chats.ts';
import { seedEmotionCatalogue } from './emotions/seed.ts';
import { seedDemoGroup } from './groups.ts';
import { composeJournal } from './journals.ts';
import { EMOTION_STORIES, seedEmotionStory, type StoryName, type StoryTarget } from './reflections.ts';
import { seedMetadata } from './metadata.ts';
import { seedWorkflowInstances } from './workflow-instances.ts';

/** The seed of the random source: the same records (and ids) on every run. */
export const DEFAULT_SEED = 20_261_101;

const DAY = 24 * 60 * 60 * 1000;

/**
 * The date the seed counts back from, for a clock reading: the start of that UTC day. Seeded history
 * (journals, check-ins, reflections, payments) then ends the day before, whatever day the emulator
 * starts, and is identical all day long.
 */
export function seedDateFor(now: number): string {
  return new Date(Math.floor(now / DAY) * DAY).toISOString();
}

/** The team caretaker's three clients. */
export const TEAM_CLIENTS = [
  {
    name: 'Aylin Koç',
    story: 'aylin',
    email: 'aylin.koc@example.com',
    languageCode: 'tr-TR',
    color: '#f59e0b',
    notes: 'Sınav kaygısı; sabahları daha iyi. Nefes egzersizlerini seviyor.',
  },
  {
    name: 'Michael Brown',
    story: 'michael',
    email: 'michael.brown@example.com',
    languageCode: 'en-US',
    color: '#0ea5e9',
    notes: 'Work stress and sleep. Prefers short check-ins after work.',
  },
  {
    name: 'Ece Şahin',
    story: 'ece',
    email: 'ece.sahin@example.com',
    languageCode: 'tr-TR',
    color: '#10b981',
    notes: 'Yeni şehre taşındı; yalnızlık ve uyum süreci üzerinde çalışıyoruz.',
  },
] as const;

/** The emotion story (seed/reflections.ts) of each account with a client record of its own. */
const ACCOUNT_STORIES: Readonly<Record<string, StoryName>> = {
  'free@example.com': 'elif',
  'premium@example.com': 'james',
  'pro@example.com': 'selin',
  'enterprise@example.com': 'sarah',
  'referrer@example.com': 'can',
  'other@example.com': 'olivia',
};

/** Hashes cost ~ms each; the seed is built once per process and copied (see emulator.ts). */
async function credentialFor(db: Database, tenant: TenantData, userId: string, email: string): Promise<void> {
  const salt = db.random.token(22);
  tenant.credentials.set(userId, {
    userId,
    email,
    salt,
    hash: await hashPassword(DEMO_PASSWORD, salt),
    iterations: PBKDF2_ITERATIONS,
  });
}

function seedRolesAndGroups(db: Database, tenant: TenantData, at: string): void {
  const options = { actorId: undefined, now: at };
  db.insert(
    tenant,
    'GsbRole',
    { name: 'user', title: 'User', description: 'Every signed-in person.' },
    { ...options, id: USER_ROLE_ID },
  );
  db.insert(
    tenant,
    'GsbRole',
    { name: 'admin', title: 'Administrator', description: 'Reads and writes the whole tenant.' },
    { ...options, id: ADMIN_ROLE_ID },
  );
  db.insert(
    tenant,
    'GsbGroup',
    { name: 'referrer', title: 'Referrers', description: 'People who invite others with a referral link.' },
    { ...options, id: REFERRER_GROUP_ID },
  );
  db.insert(
    tenant,
    'GsbCodeGenerator',
    { name: 'JOURNAL', prefix: 'J-', padding: 5, nextValue: 1 },
    { ...options, id: stableUuid(`codeGenerator:${tenant.code}:JOURNAL`) },
  );
  db.insert(
    tenant,
    'GsbCodeGenerator',
    { name: 'INVOICE', prefix: 'INV-2026-', padding: 4, nextValue: 1 },
    { ...options, id: stableUuid(`codeGenerator:${tenant.code}:INVOICE`) },
  );
}

function seedSalesPacks(
  db: Database,
  tenant: TenantData,
  at: string,
): Map<string, { pack: Row; monthly: Row; yearly: Row }> {
  const packs = new Map<string, { pack: Row; monthly: Row; yearly: Row }>();
  SALES_PACKS.forEach((spec, index) => {
    const options = { actorId: undefined, now: at };
    const pack = db.insert(
      tenant,
      'GsbPrtSalesPack',
      {
        name: spec.name,
        description: spec.description,
        subscriptionType: spec.subscriptionType,
        features: spec.features,
        orderNumber: index + 1,
        passive: false,
      },
      { ...options, id: stableUuid(`salesPack:${tenant.code}:${spec.key}`) },
    );
    const option = (period: number, price: number): Row =>
      db.insert(
        tenant,
        'GsbPaymentOption',
        { price, currency: 'USD', billingPeriod: period, salesPack_id: pack.id },
        {
          ...options,
          id: stableUuid(`paymentOption:${tenant.code}:${spec.key}:${period}`),
        },
      );
    packs.set(spec.key, {
      pack,
      monthly: option(MONTHLY, spec.monthly),
      yearly: option(YEARLY, spec.yearly),
    });
  });
  return packs;
}

async function seedAccount(
  db: Database,
  tenant: TenantData,
  account: Pick<DemoAccount, 'email' | 'name' | 'subscriptionType' | 'languageCode'> & Partial<DemoAccount>,
  packs: Map<string, { pack: Row; monthly: Row; yearly: Row }>,
  seedTime: number,
): Promise<string> {
  const id = userIdFor(account.email);
  const at = new Date(seedTime - 90 * DAY).toISOString();
  const roles = account.admin === true ? [ADMIN_ROLE_ID, USER_ROLE_ID] : [USER_ROLE_ID];
  db.insert(
    tenant,
    'GsbUser',
    {
      name: account.name,
      email: account.email,
      languageCode: account.languageCode,
      subscriptionType: account.subscriptionType,
      // No picture: the app draws a local default avatar from the email (no outside host is asked).
      pictureUrl: null,
      // The demo accounts have been through the app's onboarding; a new sign-up starts it.
      onboarding: JSON.stringify({ step: 'welcome', goals: [], finishedAt: at }),
      roles,
      groups: account.referrer === true ? [REFERRER_GROUP_ID] : [],
    },
    { actorId: id, now: at, id },
  );
  await credentialFor(db, tenant, id, account.email);
  const paid = account.pack === undefined ? undefined : packs.get(account.pack);
  if (paid !== undefined) {
    // Pro pays yearly, everyone else monthly, so both periods appear in the demo.
    const option = account.pack === 'pro' ? paid.yearly : paid.monthly;
    const last = seedTime - 10 * DAY;
    const plan = db.insert(
      tenant,
      'GsbSubscriptionPlan',
      {
        status: PlanStatus.Active,
        cancelAtPeriodEnd: false,
        salesPack_id: paid.pack.id,
        paymentOption_id: option.id,
        user_id: id,
        lastPaymentDate: new Date(last).toISOString(),
        nextPaymentDate: new Date(last + (option.billingPeriod === YEARLY ? 365 : 30) * DAY).toISOString(),
        endDate: new Date(last + 365 * DAY).toISOString(),
        provider: 'emulator-card',
        externalSubscriptionId: `sub_${db.random.token(14)}`,
      },
      { actorId: id, now: new Date(last).toISOString() },
    );
    db.insert(
      tenant,
      'GsbPayment',
      {
        amount: option.price,
        currency: 'USD',
        status: PaymentStatus.Completed,
        plan_id: plan.id,
        paymentOption_id: option.id,
        user_id: id,
        provider: 'emulator-card',
        externalId: `pi_${db.random.token(18)}`,
      },
      { actorId: id, now: new Date(last).toISOString() },
    );
  }
  return id;
}

function seedJournals(
  db: Database,
  tenant: TenantData,
  clientId: string,
  authorId: string,
  language: string,
  days: number | readonly number[],
  seedTime: number,
): void {
  // A number is "one entry a day for that many days"; a list names the days back, oldest first.
  const dayList = typeof days === 'number' ? Array.from({ length: days }, (_, i) => days - i) : days;
  for (const day of dayList) {
    const entry = composeJournal(db.random, language);
    const when =
      seedTime - day * DAY + db.random.int(7, 22) * 60 * 60 * 1000 + db.random.int(0, 59) * 60 * 1000;
    const at = new Date(when).toISOString();
    db.insert(
      tenant,
      'VegJournal',
      { ...entry, client_id: clientId, date: at },
      { actorId: authorId, now: at, createDate: at },
    );
  }
}

function selfClient(
  db: Database,
  tenant: TenantData,
  userId: string,
  account: { name: string; email: string },
  seedTime: number,
): string {
  const at = new Date(seedTime - 60 * DAY).toISOString();
  const row = db.insert(
    tenant,
    'VegClient',
    {
      name: account.name,
      email: account.email,
      user_id: userId,
      isActive: true,
      passive: false,
    },
    { actorId: userId, now: at },
  );
  return String(row.id);
}

function seedBlog(db: Database, tenant: TenantData, seedTime: number, adminId: string): void {
  const at = new Date(seedTime - 120 * DAY).toISOString();
  const options = { actorId: adminId, now: at };
  const categories = new Map(
    BLOG_CATEGORIES.map((c) => [
      c.slug,
      db.insert(
        tenant,
        'GsbBlogCategory',
        { name: c.slug, slug: c.slug, title: c.title },
        { ...options, id: stableUuid(`blogCategory:${tenant.code}:${c.slug}`) },
      ),
    ]),
  );
  const tags = new Map(
    BLOG_TAGS.map((t) => [
      t.name,
      db.insert(
        tenant,
        'GsbTag',
        { name: t.name, title: t.title },
        { ...options, id: stableUuid(`tag:${tenant.code}:${t.name}`) },
      ),
    ]),
  );
  for (const post of BLOG_POSTS) {
    const published = new Date(seedTime - post.daysAgo * DAY).toISOString();
    const image = storeFile(
      db,
      tenant,
      {
        name: `${post.slug}.svg`,
        contentType: 'image/svg+xml',
        bytes: new TextEncoder().encode(coverSvg(post)),
      },
      { isPublic: true },
      { actorId: adminId, now: published, id: stableUuid(`blogImage:${tenant.code}:${post.slug}`) },
    );
    const content = { 'en-US': post.content['en-US'].join('\n'), 'tr-TR': post.content['tr-TR'].join('\n') };
    db.insert(
      tenant,
      'GsbBlog',
      {
        slug: post.slug,
        title: post.title,
        description: post.description,
        content,
        author: post.author,
        publishDate: published,
        isPublished: true,
        readingTime: readingTime(post.content['en-US']),
        viewCount: post.viewCount,
        image_id: image.id,
        categories: post.categories.map((slug) => categories.get(slug)?.id),
        tags: post.tags.map((name) => tags.get(name)?.id),
      },
      {
        actorId: adminId,
        now: published,
        createDate: published,
        id: stableUuid(`blog:${tenant.code}:${post.slug}`),
      },
    );
  }
}

export async function seedDatabase(db: Database, seedDate: string): Promise<void> {
  const seedTime = Date.parse(seedDate);
  const origin = new Date(seedTime - 180 * DAY).toISOString();
  for (const code of [DEFAULT_TENANT, OTHER_TENANT]) {
    const tenant = db.tenant(code);
    seedMetadata(db, tenant, origin);
    seedEmotionCatalogue(db, tenant, origin);
    seedRolesAndGroups(db, tenant, origin);
    const packs = seedSalesPacks(db, tenant, origin);
    const accounts = DEMO_ACCOUNTS.filter((a) => a.tenantCode === code);
    const ids = new Map<string, string>();
    for (const account of accounts)
      ids.set(account.email, await seedAccount(db, tenant, account, packs, seedTime));
    if (code === DEFAULT_TENANT) {
      await seedAccount(
        db,
        tenant,
        { ...SOCIAL_DEMO, subscriptionType: 1, languageCode: 'en-US' },
        packs,
        seedTime,
      );
      seedBlog(db, tenant, seedTime, ids.get('admin@example.com') ?? '');
    }
    const stories: { story: StoryName; target: StoryTarget }[] = [];
    for (const account of accounts) {
      const userId = ids.get(account.email) ?? '';
      if (account.caretaker === true) {
        for (const client of TEAM_CLIENTS) {
          const at = new Date(seedTime - 45 * DAY).toISOString();
          // A client with an account of their own (Ece) is that account's client record too.
          const ownUserId = ids.get(client.email);
          const row = db.insert(
            tenant,
            'VegClient',
            {
              name: client.name,
              email: client.email,
              caretaker_id: userId,
              ...(ownUserId === undefined ? {} : { user_id: ownUserId }),
              isActive: true,
              passive: false,
              color: client.color,
              notes: client.notes,
            },
            { actorId: userId, now: at },
          );
          seedJournals(db, tenant, String(row.id), userId, client.languageCode, 30, seedTime);
          if (ownUserId !== undefined)
            seedSharedChat(db, tenant, { id: String(row.id), userId: ownUserId }, seedTime);
          stories.push({
            story: client.story,
            target: {
              clientId: String(row.id),
              authorId: userId,
              ...(ownUserId === undefined ? {} : { ownUserId }),
            },
          });
        }
      } else if (account.clientOf === undefined) {
        const clientId = selfClient(db, tenant, userId, account, seedTime);
        // The free plan shows 7 days of history: two entries inside it, two older ones counted as hidden.
        const days = account.subscriptionType === 1 ? [12, 9, 3, 1] : 7;
        seedJournals(db, tenant, clientId, userId, account.languageCode, days, seedTime);
        const story = ACCOUNT_STORIES[account.email];
        if (story !== undefined) stories.push({ story, target: { clientId, authorId: userId } });
      }
    }
    for (const { story, target } of stories)
      seedEmotionStory(db, tenant, EMOTION_STORIES[story], target, seedTime);
    if (code === DEFAULT_TENANT) seedDemoGroup(db, tenant, seedTime);
    if (code === DEFAULT_TENANT) seedWorkflowInstances(db, tenant, seedTime);
  }
}
