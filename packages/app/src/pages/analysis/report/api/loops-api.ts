import type { VegLoop, VegReflection } from '@emotion-guru/platform-sdk';
import { LOOP_TITLE_CONTEXT, openSealedText, queryReflectionsBetween } from '@/entities/reflection';
import { getPlatform } from '@/shared/api';
import { encryptText } from '@/shared/lib/local-encryption';

/** AES-GCM additional data of a loop's sealed note (its title is sealed as the wizard seals it). */
const NOTE_CONTEXT = 'VegLoop.description';

/** Who reads and writes: their id and, with local encryption on, their data key. */
export interface LoopWriter {
  userId: string;
  dataKey: CryptoKey | null;
}

/**
 * Every reflection of the client dated in `[from, to)`, oldest first, whole, with its tags and its loop
 * (title, colour, note): what the loop tracker reads.
 */
export function queryLoopReflections(clientId: string, from: Date, to: Date): Promise<VegReflection[]> {
  return queryReflectionsBetween(clientId, from, to, { includes: ['tags', 'loop'] });
}

async function seal(writer: LoopWriter, text: string, context: string): Promise<string> {
  return writer.dataKey === null || text === '' ? text : encryptText(writer.dataKey, text, context);
}

/**
 * A loop's note as this reader may see it: null when it is sealed and cannot be opened here (another
 * person sealed it, or this device has no key).
 */
export function revealLoopNote(
  loop: Pick<VegLoop, 'description' | 'createdBy_id' | 'lastUpdatedBy_id'>,
  reader: LoopWriter,
): Promise<string | null> {
  return openSealedText(loop.description ?? '', loop, reader, NOTE_CONTEXT);
}

export interface NewLoop {
  clientId: string;
  title: string;
  /** The reflections it gathers. */
  reflectionIds: readonly string[];
}

/**
 * Makes a loop of reflections (an accepted suggestion): the loop is saved, then each reflection is linked
 * to it (the SDK sends the links together). The title is sealed when local encryption is on, as the
 * wizard seals the loops it starts. Resolves with the new loop's id.
 */
export async function createLoopOf(loop: NewLoop, writer: LoopWriter): Promise<string> {
  const platform = getPlatform();
  const { id } = await platform.entity.save({
    entityName: 'VegLoop',
    entity: {
      client_id: loop.clientId,
      title: await seal(writer, loop.title, LOOP_TITLE_CONTEXT),
      private: false,
    },
  });
  await Promise.all(
    loop.reflectionIds.map((reflectionId) =>
      platform.entity.save({ entityName: 'VegReflection', entity: { id: reflectionId, loop_id: id } }),
    ),
  );
  return id;
}

/** Saves the person's note on what helps with a loop (sealed when local encryption is on). */
export async function saveLoopNote(
  { loopId, note }: { loopId: string; note: string },
  writer: LoopWriter,
): Promise<void> {
  await getPlatform().entity.save({
    entityName: 'VegLoop',
    entity: { id: loopId, description: await seal(writer, note.trim(), NOTE_CONTEXT) },
  });
}
