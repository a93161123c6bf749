import { describe, expect, it } from 'vitest';
import { call, entities, login, useEmulator } from './helpers.ts';

useEmulator();

describe('smoke', () => {
  it('logs in as the caretaker and finds the three clients', async () => {
    const token = await login('team@example.com');
    const me = await call('/api/entity/query', { entityName: 'GsbUser' }, token);
    const userId = entities(me)[0]?.id;
    const clients = await call(
      '/api/entity/query',
      {
        entityName: 'VegClient',
        filters: [{ field: 'caretaker_id', op: 'eq', value: userId }],
        sortCols: [{ field: 'name', dir: 'asc' }],
      },
      token,
    );
    expect(entities(clients).map((c) => c.name)).toEqual(['Aylin Koç', 'Ece Şahin', 'Michael Brown']);
    const journals = await call(
      '/api/entity/query',
      { entityName: 'VegJournal', count: 1000, calcTotalCount: true },
      token,
    );
    expect(journals.body.totalCount).toBe(90);
  });
});
