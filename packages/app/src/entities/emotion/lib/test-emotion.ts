import type { Emotion } from '../model/types.ts';

/**
 * A catalogue word for tests of the aggregations: an everyday Basic word of medium level, mid energy,
 * named by its id, with whatever `fields` a test cares about (quadrant, pleasantness, family, ...).
 */
export function testEmotion(fields: Pick<Emotion, 'id'> & Partial<Emotion>): Emotion {
  return {
    name: fields.id,
    definition: '',
    kind: 1,
    level: 2,
    origin: 'everyday',
    pleasantness: 0,
    energy: 0.5,
    quadrant: 'green',
    isCustom: false,
    ...fields,
  };
}
