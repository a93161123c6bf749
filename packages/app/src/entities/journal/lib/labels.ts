import { JournalStatus, JournalTiming } from '@emotion-guru/platform-sdk';
import type { TranslationKey } from '@/shared/i18n';

type ContentKey = TranslationKey<'app_content'>;

/** Translation keys (namespace app_content) of the enum values, in the order the editor offers them. */
export const TIMING_KEYS: ReadonlyArray<readonly [JournalTiming, ContentKey]> = [
  [JournalTiming.Before, 'journal.timing.before'],
  [JournalTiming.During, 'journal.timing.during'],
  [JournalTiming.After, 'journal.timing.after'],
];
export const STATUS_KEYS: ReadonlyArray<readonly [JournalStatus, ContentKey]> = [
  [JournalStatus.Saved, 'journal.status.saved'],
  [JournalStatus.Processed, 'journal.status.processed'],
];

export function timingKey(timing: JournalTiming | null): ContentKey | null {
  return TIMING_KEYS.find(([value]) => value === timing)?.[1] ?? null;
}
export function statusKey(status: JournalStatus): ContentKey {
  return STATUS_KEYS.find(([value]) => value === status)?.[1] ?? 'journal.status.saved';
}

/** The palette the editor offers; any stored `#rrggbb` is still shown. */
export const ENTRY_COLORS = ['#6366f1', '#0ea5e9', '#10b981', '#f59e0b', '#ef4444', '#a855f7'] as const;

export function isHexColor(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);
}
