import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastApi, createToastStore } from './toastStore.ts';

function setup() {
  const store = createToastStore();
  const toast = createToastApi(store);
  const titles = () => store.getSnapshot().visible.map((item) => item.title);
  return { store, toast, titles };
}

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds toasts of each type with title, description and action', () => {
    const { store, toast } = setup();
    const undo = vi.fn();
    toast('Plain');
    toast.success('Saved', { description: 'Your entry is safe', action: { label: 'Undo', onClick: undo } });
    toast.error('Failed');
    const [plain, saved, failed] = store.getSnapshot().visible;
    expect(plain).toMatchObject({ type: 'default', title: 'Plain' });
    expect(saved).toMatchObject({
      type: 'success',
      description: 'Your entry is safe',
      action: { label: 'Undo' },
    });
    expect(failed).toMatchObject({ type: 'error' });
    toast.dismiss();
    toast.destructive('Deleted');
    expect(store.getSnapshot().visible[0]?.type).toBe('destructive');
  });

  it('auto-dismisses after 4 s', () => {
    const { toast, titles } = setup();
    toast('Hello');
    vi.advanceTimersByTime(3999);
    expect(titles()).toEqual(['Hello']);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual([]);
  });

  it('shows at most 3 and queues the rest, whose clock starts when they appear', () => {
    const { store, toast, titles } = setup();
    toast('1');
    toast('2');
    toast('3');
    vi.advanceTimersByTime(1000);
    toast('4');
    expect(titles()).toEqual(['1', '2', '3']);
    expect(store.getSnapshot().queued).toBe(1);
    vi.advanceTimersByTime(3000);
    expect(titles()).toEqual(['4']);
    expect(store.getSnapshot().queued).toBe(0);
    vi.advanceTimersByTime(3999);
    expect(titles()).toEqual(['4']);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual([]);
  });

  it('pauses while any reason holds and resumes with the time left', () => {
    const { store, toast, titles } = setup();
    toast('Hello');
    vi.advanceTimersByTime(3000);
    store.setPaused('hover', true);
    store.setPaused('hidden', true);
    vi.advanceTimersByTime(10_000);
    store.setPaused('hover', false);
    vi.advanceTimersByTime(10_000);
    expect(titles()).toEqual(['Hello']);
    store.setPaused('hidden', false);
    vi.advanceTimersByTime(999);
    expect(titles()).toEqual(['Hello']);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual([]);
  });

  it('dismisses one toast by id, or all', () => {
    const { toast, titles } = setup();
    const first = toast('1');
    toast('2');
    toast.dismiss(first);
    expect(titles()).toEqual(['2']);
    toast.dismiss();
    expect(titles()).toEqual([]);
  });

  it('turns a promise toast into success, keeping it until settled', async () => {
    const { store, toast } = setup();
    let resolve: (value: number) => void = () => undefined;
    const id = toast.promise(new Promise<number>((done) => (resolve = done)), {
      loading: 'Saving...',
      success: (count) => `Saved ${String(count)} entries`,
      error: 'Could not save',
    });
    expect(store.getSnapshot().visible).toMatchObject([{ id, type: 'loading', title: 'Saving...' }]);
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot().visible).toHaveLength(1);
    resolve(3);
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot().visible).toMatchObject([{ id, type: 'success', title: 'Saved 3 entries' }]);
    vi.advanceTimersByTime(4000);
    expect(store.getSnapshot().visible).toHaveLength(0);
  });

  it('turns a failing promise toast into an error', async () => {
    const { store, toast } = setup();
    toast.promise(() => Promise.reject(new Error('offline')), {
      loading: 'Saving...',
      success: 'Saved',
      error: (error) => (error instanceof Error ? error.message : 'failed'),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot().visible).toMatchObject([{ type: 'error', title: 'offline' }]);
  });

  it('turns a promise factory that throws synchronously into an error', async () => {
    const { store, toast } = setup();
    toast.promise(
      () => {
        throw new Error('bad input');
      },
      { loading: 'Saving...', success: 'Saved', error: 'Could not save' },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getSnapshot().visible).toMatchObject([{ type: 'error', title: 'Could not save' }]);
  });

  it('notifies subscribers with a stable snapshot between changes', () => {
    const { store, toast } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    toast('Hi');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    unsubscribe();
    toast('Again');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('shows the same message once: a repeat restarts its clock instead of stacking a copy', () => {
    const { store, toast } = setup();
    const first = toast.success('Entry saved');
    vi.advanceTimersByTime(3000);
    const again = toast.success('Entry saved');
    expect(again).toBe(first);
    expect(store.getSnapshot().visible).toHaveLength(1);
    // Its full time again from the repeat.
    vi.advanceTimersByTime(3999);
    expect(store.getSnapshot().visible).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().visible).toHaveLength(0);
    // A different message, or one with its own action, still gets a toast of its own.
    toast.success('Entry saved');
    toast.error('Entry saved');
    toast('Entry deleted', { action: { label: 'Undo', onClick: () => undefined } });
    toast('Entry deleted', { action: { label: 'Undo', onClick: () => undefined } });
    expect(store.getSnapshot().visible).toHaveLength(3);
    expect(store.getSnapshot().queued).toBe(1);
  });
});
