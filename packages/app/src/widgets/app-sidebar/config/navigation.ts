import type { Access } from '@/entities/session';
import type { KeysUnder } from '@/shared/i18n';
import type { IconName } from '@/shared/ui';

export interface NavigationItem {
  /** Also names its label, `sidebar.items.{id}` in app_terms. */
  id: KeysUnder<'app_terms', 'sidebar.items.'>;
  path: string;
  icon: IconName;
  /** Shown only when this returns true. */
  visible?: (access: Access) => boolean;
}

export interface NavigationSection {
  id: KeysUnder<'app_terms', 'sidebar.sections.'>;
  items: readonly NavigationItem[];
}

/** The app area's sections (spec section 2, "App layout"), in order. */
export const NAVIGATION: readonly NavigationSection[] = [
  {
    id: 'main',
    items: [
      { id: 'dashboard', path: '/app/dashboard', icon: 'home' },
      { id: 'clients', path: '/app/clients', icon: 'users', visible: (access) => access.clientManagement },
      { id: 'referrals', path: '/app/referrals', icon: 'gift', visible: (access) => access.referrer },
    ],
  },
  {
    id: 'analysis',
    items: [
      { id: 'report', path: '/app/report', icon: 'chart' },
      { id: 'map', path: '/app/map', icon: 'map' },
    ],
  },
  {
    id: 'reflections',
    items: [
      { id: 'reflection', path: '/app/reflection', icon: 'sparkle' },
      { id: 'journal', path: '/app/journal', icon: 'book' },
    ],
  },
  { id: 'community', items: [{ id: 'groups', path: '/app/groups', icon: 'circle' }] },
  { id: 'ai', items: [{ id: 'chat', path: '/app/chat', icon: 'chat' }] },
  {
    id: 'admin',
    items: [
      {
        id: 'workflowHealth',
        path: '/app/admin/workflows',
        icon: 'activity',
        visible: (access) => access.admin,
      },
      {
        id: 'dummyData',
        path: '/app/admin/dummy-data',
        icon: 'sparkle',
        visible: (access) => access.admin,
      },
    ],
  },
];

/** The sections and items this user may see; empty sections are dropped. */
export function visibleNavigation(access: Access): NavigationSection[] {
  return NAVIGATION.map((section) => ({
    ...section,
    items: section.items.filter((item) => item.visible?.(access) ?? true),
  })).filter((section) => section.items.length > 0);
}
