import { PlatformHttpError } from '@emotion-guru/platform-sdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearIdbInMemory } from '@/shared/lib/test-session';
import {
  WriteConflictError,
  queueWrite,
  readQueuedWrites,
  replayWrites,
  retryDelay,
  subscribeToQueue,
  type QueuedWrite,
} from './write-queue.ts';

vi.mock('idb-keyval', async () => (await import('@/shared/lib/test-session')).idbKeyvalInMemory);

function refusal(status: number): PlatformHttpError {
  return new PlatformHttpError(new Response('', { status }), 'refused');
}

async function queueThree(): Promise<QueuedWrite[]> {
  const writes: QueuedWrite[] = [];
  for (const label of ['first', 'second', 'third']) {
    writes.push(await queueWrite({ owner: 'u1', kind: 'journal-entry', payload: { label }, label }));
  }
  return writes;
}

beforeEach(() => {
  clearIdbInMemory();
});

describe('the write queue', () => {
  it('keeps writes per user, in the order they were made, even within one millisecond', async () => {
    const heard = vi.fn();
    const unwatch = subscribeToQueue(heard);
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    await queueThree();
    await queueWrite({ owner: 'u2', kind: 'check-in', payload: {}, label: 'theirs' });
    vi.mocked(Date.now).mockRestore();
    unwatch();

    const mine = await readQueuedWrites('u1');
    expect(mine.map((write) => write.label)).toEqual(['first', 'second', 'third']);
    expect(mine.every((write) => write.state === 'waiting' && write.attempts === 0)).toBe(true);
    expect((await readQueuedWrites('u2')).map((write) => write.label)).toEqual(['theirs']);
    expect(heard).toHaveBeenCalledTimes(4);
  });

  it('sends in order and empties the queue', async () => {
    const writes = await queueThree();
    const sent: string[] = [];
    const result = await replayWrites(writes.reverse(), (write) => {
      sent.push(write.label);
      return Promise.resolve();
    });
    expect(sent).toEqual(['first', 'second', 'third']);
    expect(result.sent).toHaveLength(3);
    expect(result.interrupted).toBe(false);
    expect(await readQueuedWrites('u1')).toEqual([]);
  });

  it('stops at a lost connection, counts the try, and sends the rest in order next time', async () => {
    const writes = await queueThree();
    const tried: string[] = [];
    const first = await replayWrites(writes, (write) => {
      tried.push(write.label);
      return write.label === 'second' ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve();
    });
    expect(tried).toEqual(['first', 'second']);
    expect(first.interrupted).toBe(true);
    const left = await readQueuedWrites('u1');
    expect(left.map((write) => [write.label, write.attempts])).toEqual([
      ['second', 1],
      ['third', 0],
    ]);
    expect(retryDelay(1)).toBe(5_000);
    expect(retryDelay(3)).toBe(20_000);
    expect(retryDelay(20)).toBe(300_000);

    const again = await replayWrites(left, (write) => {
      tried.push(write.label);
      return Promise.resolve();
    });
    expect(tried).toEqual(['first', 'second', 'second', 'third']);
    expect(again.sent.map((write) => write.label)).toEqual(['second', 'third']);
    expect(await readQueuedWrites('u1')).toEqual([]);
  });

  it('treats a busy platform (5xx) like a lost connection: the write waits, nothing after it is sent', async () => {
    const writes = await queueThree();
    const send = vi.fn((write: QueuedWrite) =>
      write.label === 'first' ? Promise.reject(refusal(503)) : Promise.resolve(),
    );
    const result = await replayWrites(writes, send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.interrupted).toBe(true);
    expect(await readQueuedWrites('u1')).toHaveLength(3);
  });

  it('reports a conflict and keeps the write without sending it again, and goes on with the others', async () => {
    const writes = await queueThree();
    const result = await replayWrites(writes, (write) =>
      write.label === 'first' ? Promise.reject(new WriteConflictError('changed')) : Promise.resolve(),
    );
    expect(result.conflicts.map((write) => [write.label, write.state, write.problem])).toEqual([
      ['first', 'conflict', 'changed'],
    ]);
    expect(result.sent.map((write) => write.label)).toEqual(['second', 'third']);
    const left = await readQueuedWrites('u1');
    expect(left.map((write) => [write.label, write.state])).toEqual([['first', 'conflict']]);

    // Not waiting any more: the next run leaves it alone until the person decides.
    const send = vi.fn(() => Promise.resolve());
    await replayWrites(left, send);
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps a write the platform refuses, with its reason, and goes on', async () => {
    const writes = await queueThree();
    const result = await replayWrites(writes, (write) =>
      write.label === 'second' ? Promise.reject(refusal(400)) : Promise.resolve(),
    );
    expect(result.refused.map((write) => write.label)).toEqual(['second']);
    expect(result.interrupted).toBe(false);
    const left = await readQueuedWrites('u1');
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({
      label: 'second',
      state: 'refused',
      problem: 'Request failed with status 400',
    });
  });
});
