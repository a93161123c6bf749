export { createEmulator, type Emulator, type EmulatorOptions } from './emulator.ts';
export { createHandlers, defaultEmulator, handlers } from './handlers.ts';
export { configureFromSearch } from './config.ts';
export { createIndexedDbPersistence, IDB_NAME } from './persistence/indexeddb.ts';
export type { Persistence } from './persistence/types.ts';
export type { EmulatorConfig, MailMessage } from './state.ts';
export {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEFAULT_TENANT,
  OTHER_TENANT,
  SOCIAL_DEMO,
  REFERRAL_PROGRAM,
  type DemoAccount,
} from './seed/accounts.ts';
export { TEAM_CLIENTS, DEFAULT_SEED, seedDateFor } from './seed/index.ts';
export {
  BASIC_FAMILIES,
  EMOTION_CATALOGUE,
  type BasicFamily,
  type CatalogueEmotion,
} from './seed/emotions/catalogue.ts';
export { emotionIdFor } from './seed/emotions/seed.ts';
export { seedYearOfCheckIns, type YearOptions } from './seed/year.ts';
export { SANDBOX_CARDS } from './workflows/subscriptions.ts';
export { ADMIN_ROLE_ID, USER_ROLE_ID, REFERRER_GROUP_ID, userIdFor } from './ids.ts';
export { EMULATOR_MESSAGES } from './handlers/context.ts';
export { DEMO_GROUP_ID, DEMO_GROUP_INVITE_CODE, demoGroupReflectionId } from './seed/groups.ts';
export { GROUP_MESSAGES } from './workflows/groups.ts';
export { REFERRAL_MESSAGES } from './workflows/referrals.ts';
