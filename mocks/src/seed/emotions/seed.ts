/** Seeds the emotion catalogue (catalogue.ts) as VegEmotion records, written by the server (no creator). */
import type { Database } from '../../db/database.ts';
import type { TenantData } from '../../db/tenant.ts';
import { stableUuid } from '../../ids.ts';
import { EMOTION_CATALOGUE } from './catalogue.ts';

/** The record id of a catalogue word (the same in every tenant; tenants are separate stores). */
export function emotionIdFor(slug: string): string {
  return stableUuid(`emotion:${slug}`);
}

const CATALOGUE_SLUGS: ReadonlySet<string> = new Set(EMOTION_CATALOGUE.map((e) => e.slug));

/** The id of a catalogue word, or a thrown error for a slug the catalogue lacks (a typo in seed data). */
export function catalogueEmotionId(slug: string): string {
  if (!CATALOGUE_SLUGS.has(slug)) throw new Error(`No emotion "${slug}" in the catalogue`);
  return emotionIdFor(slug);
}

export function seedEmotionCatalogue(db: Database, tenant: TenantData, at: string): void {
  EMOTION_CATALOGUE.forEach((emotion, index) => {
    const { slug, name, definition, kind, level, origin, family, parents, dyad, pleasantness, energy } =
      emotion;
    db.insert(
      tenant,
      'VegEmotion',
      {
        slug,
        name: { ...name },
        definition: { ...definition },
        kind,
        level,
        origin,
        ...(family === undefined ? {} : { family }),
        ...(parents === undefined ? {} : { parents: [...parents] }),
        ...(dyad === undefined ? {} : { dyad }),
        pleasantness,
        energy,
        orderNumber: index + 1,
        isCustom: false,
      },
      { actorId: undefined, now: at, id: emotionIdFor(slug) },
    );
  });
}
