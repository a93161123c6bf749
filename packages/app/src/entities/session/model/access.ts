import { hasTierFeature, isAdmin, isReferrer, showsUpgradeLinks } from '@emotion-guru/platform-sdk';
import { appConfig } from '@/shared/config';
import { $currentUser } from './session.ts';

/** What the signed-in user may see (spec section 6). */
export interface Access {
  clientManagement: boolean;
  referrer: boolean;
  admin: boolean;
  upgrade: boolean;
  /** May download the journal as JSON or CSV (premium and up). */
  exportData: boolean;
  /** Sees the whole journal; the free tier sees the last days only. */
  unlimitedHistory: boolean;
  /** The AI chat may read recent check-ins and reflections (data consent; premium and up). */
  aiInsights: boolean;
  /** An overview of all the caretaker's clients in the report (team). */
  clientInsights: boolean;
}

const NO_ACCESS: Access = {
  clientManagement: false,
  referrer: false,
  admin: false,
  upgrade: false,
  exportData: false,
  unlimitedHistory: false,
  aiInsights: false,
  clientInsights: false,
};

export const $access = $currentUser.map((user): Access => {
  if (!user) return NO_ACCESS;
  const { adminRoleId, referrerGroupId } = appConfig();
  return {
    clientManagement: hasTierFeature(user.subscription, 'client-management'),
    referrer: isReferrer(user.groups, referrerGroupId),
    admin: isAdmin(user.roles, adminRoleId),
    upgrade: showsUpgradeLinks(user.subscription),
    exportData: hasTierFeature(user.subscription, 'export-data'),
    unlimitedHistory: hasTierFeature(user.subscription, 'unlimited-history'),
    aiInsights: hasTierFeature(user.subscription, 'ai-insights'),
    clientInsights: hasTierFeature(user.subscription, 'client-insights'),
  };
});
