import { createPlatformCore, type PlatformClientOptions, type PlatformCore } from './core.ts';
import { blogService, type BlogService } from './blog/service.ts';
import { chatService, type ChatService } from './chat/service.ts';
import { fileService, type FileService } from './files/service.ts';
import { groupService, type GroupService } from './groups/service.ts';
import { metadataService, type MetadataService } from './metadata/service.ts';
import { reminderService, type ReminderService } from './push/reminders.ts';
import { pushService, type PushService } from './push/service.ts';
import { referralService, type ReferralService } from './referral/service.ts';
import { subscriptionService, type SubscriptionService } from './subscriptions/service.ts';

/** Everything {@link createPlatformClient} returns: the core with every service built on it. */
export interface PlatformClient extends PlatformCore {
  subscriptions: SubscriptionService;
  /** Referral visits, sign-ups and a referrer's stats (the `referralOps` function). */
  referrals: ReferralService;
  /** Groups: every change through the `groupOps` function; invites' previews through `groupInvitePreview`. */
  groups: GroupService;
  /** The AI chat (the `aiChat` function). */
  chat: ChatService;
  /**
   * The blog: published articles (GsbBlog queries), view counts (the `blogOps` function) and, for
   * admins, authoring (articles, categories and tags through the entity save).
   */
  blog: BlogService;
  push: PushService;
  /** Daily check-in reminders (VegReminder records) the platform sends as pushes. */
  reminders: ReminderService;
  files: FileService;
  metadata: MetadataService;
}

/**
 * Creates a platform client: the core ({@link createPlatformCore}) with every service built on it. An app
 * that cares about its start-up size uses the core and the services' factories instead.
 *
 * ```ts
 * const platform = createPlatformClient({ apiUrl: 'http://localhost:4010', tenantCode: 'emotion' });
 * await platform.auth.login({ email, password });
 * const { entities } = await platform.entity.query<VegJournal>({ entityName: 'VegJournal' });
 * ```
 */
export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
  const core = createPlatformCore(options);
  return {
    ...core,
    subscriptions: subscriptionService(core),
    referrals: referralService(core),
    chat: chatService(core),
    groups: groupService(core),
    blog: blogService(core),
    push: pushService(core),
    reminders: reminderService(core),
    files: fileService(core),
    metadata: metadataService(core),
  };
}
