import { where, type VegLoop, type VegReflection } from '@emotion-guru/platform-sdk';
import { getPlatform } from '@/shared/api';
import { decryptText, encryptText, isEncryptedText } from '@/shared/lib/local-encryption';

/** Reflections per request when the tracker's window is read. */
const PAGE = 1000;

/** AES-GCM additional data of a loop's sealed title and note (the wizard seals a new loop's title alike). */
const TITLE_CONTEXT = 'VegLoop.title';
const NOTE_CONTEXT = 'VegLoop.description';

/** Who reads and writes: their id and, with local encryption on, their data key. */
export interface LoopWriter {
  userId: string;
  dataKey: CryptoKey | null;
}

/**
 * Every reflection of the client dated in `[from, to)`, oldest first, with its tags and its loop (title,
 * colour, note): what the loop tracker reads. Each request carries a page of reflections.
 */
export async function queryLoopReflections(clientId: string, from: Date, to: Date): Promise<VegReflection[]> {
  const all: VegReflection[] = [];
  for (let startIndex = 0; ; startIndex += PAGE) {
    const { entities } = await getPlatform().entity.query<VegReflection>({
      entityName: 'VegReflection',
      filters: [
        where.eq('client_id', clientId),
        where.gte('date', from.toISOString()),
        where.lt('date', to.toISOString()),
      ],
      includes: ['tags', 'loop'],
      sortCols: [
        { field: 'date', dir: 'asc' },
        { field: 'id', dir: 'asc' },
      ],
      startIndex,
      count: PAGE,
    });
    all.push(...entities);
    if (entities.length < PAGE) return all;
  }
}

async function seal(writer: LoopWriter, text: string, context: string): Promise<string> {
  return writer.dataKey === null || text === '' ? text : encryptText(writer.dataKey, text, context);
}

/**
 * A loop's note as this reader may see it: null when it is sealed and cannot be opened here (another
 * person sealed it, or this device has no key).
 */
export async function revealLoopNote(
  loop: Pick<VegLoop, 'description' | 'createdBy_id' | 'lastUpdatedBy_id'>,
  reader: LoopWriter,
): Promise<string | null> {
  const note = loop.description ?? '';
  if (!isEncryptedText(note)) return note;
  const sealedBy = loop.lastUpdatedBy_id ?? loop.createdBy_id;
  if (reader.dataKey === null || sealedBy !== reader.userId) return null;
  try {
    return await decryptText(reader.dataKey, note, NOTE_CONTEXT);
  } catch {
    return null;
  }
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
      title: await seal(writer, loop.title, TITLE_CONTEXT),
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
