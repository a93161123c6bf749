import { describe, expect, it } from 'vitest';
import { visibleNavigation } from './navigation.ts';

const itemsOf = (access: Parameters<typeof visibleNavigation>[0]) =>
  visibleNavigation(access).flatMap((section) => section.items.map((item) => item.id));

describe('visibleNavigation', () => {
  it('shows clients only with client management and referrals only to referrers', () => {
    const none = {
      clientManagement: false,
      referrer: false,
      admin: false,
      upgrade: true,
      exportData: false,
      unlimitedHistory: false,
      aiInsights: false,
      clientInsights: false,
    };
    expect(itemsOf(none)).toEqual(['dashboard', 'report', 'map', 'reflection', 'journal', 'groups', 'chat']);
    expect(itemsOf({ ...none, clientManagement: true })).toContain('clients');
    expect(itemsOf({ ...none, referrer: true })).toContain('referrals');
  });

  it('keeps the spec order of sections', () => {
    const access = {
      clientManagement: true,
      referrer: true,
      admin: false,
      upgrade: false,
      exportData: true,
      unlimitedHistory: true,
      aiInsights: true,
      clientInsights: true,
    };
    expect(visibleNavigation(access).map((section) => section.id)).toEqual([
      'main',
      'analysis',
      'reflections',
      'community',
      'ai',
    ]);
  });

  it('shows the admin section with workflow health and demo data only to admins', () => {
    const user = {
      clientManagement: true,
      referrer: true,
      admin: false,
      upgrade: false,
      exportData: true,
      unlimitedHistory: true,
      aiInsights: true,
      clientInsights: true,
    };
    expect(visibleNavigation(user).map((section) => section.id)).not.toContain('admin');
    expect(itemsOf(user)).not.toContain('workflowHealth');
    expect(itemsOf(user)).not.toContain('dummyData');
    const admin = visibleNavigation({ ...user, admin: true });
    expect(admin.map((section) => section.id).at(-1)).toBe('admin');
    expect(admin.at(-1)?.items).toEqual([
      expect.objectContaining({ id: 'workflowHealth', path: '/app/admin/workflows' }),
      expect.objectContaining({ id: 'dummyData', path: '/app/admin/dummy-data', icon: 'sparkle' }),
    ]);
  });
});
