import { sample, type EventCallable, type Store, type StoreWritable, type Event } from 'effector';
import { $encryption, keyringRequested } from './keyring.ts';

/**
 * Why a save waits for the user: encryption is on but locked on this device (saving now would store the
 * record readable), or whether it is on is not known yet. Never silently saved in clear.
 */
export type SaveBlock = 'locked' | 'checking' | null;

export interface SaveGateOptions<Value> {
  /** A save that passed validation. */
  clock: Event<unknown>;
  /** What to save, as it is now. */
  source: Store<Value>;
  /** Whether the form is still open (a held-back save goes on only then). */
  open: Store<boolean>;
  /** Why the save waits; the feature resets it (on opening, discarding, saving and a new data key). */
  blocked: StoreWritable<SaveBlock>;
  /** The save itself. */
  target: EventCallable<Value>;
}

/**
 * Lets a save through when local encryption is off or unlocked. Otherwise it waits: when locked (the
 * user unlocks, or chooses to save unencrypted), or until it is known whether encryption is on (asked
 * again when unknown); once known, the held-back save goes on by itself or explains that it is locked.
 */
export function gateSaveOnEncryption<Value>({
  clock,
  source,
  open,
  blocked,
  target,
}: SaveGateOptions<Value>): void {
  const encryptionWhenSaving = sample({ clock, source: $encryption });
  sample({
    clock: encryptionWhenSaving,
    source,
    filter: (_, encryption) => encryption === 'off' || encryption === 'unlocked',
    target,
  });
  blocked.on(encryptionWhenSaving, (_, encryption) =>
    encryption === 'locked' ? 'locked' : encryption === 'unknown' ? 'checking' : null,
  );
  // Not knowing whether encryption is on (a failed load) is asked again, so the next try can go through.
  sample({
    clock: encryptionWhenSaving,
    filter: (encryption) => encryption === 'unknown',
    target: keyringRequested,
  });
  const encryptionSettled = sample({
    clock: $encryption.updates,
    source: blocked,
    filter: (block, encryption) => block === 'checking' && encryption !== 'unknown',
    fn: (_, encryption) => encryption,
  });
  sample({
    clock: encryptionSettled,
    source: { value: source, isOpen: open },
    filter: ({ isOpen }, encryption) => isOpen && encryption !== 'locked',
    fn: ({ value }) => value,
    target,
  });
  blocked.on(encryptionSettled, (_, encryption) => (encryption === 'locked' ? 'locked' : null));
}
