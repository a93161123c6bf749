import { describe, expect, it } from 'vitest';
import { avatarProblem, centredSquare, MAX_AVATAR_BYTES } from './avatar.ts';

describe('profile picture rules', () => {
  it('takes JPEG, PNG and WebP up to 5 MB', () => {
    expect(avatarProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(avatarProblem({ type: 'image/png', size: MAX_AVATAR_BYTES })).toBeNull();
    expect(avatarProblem({ type: 'image/webp', size: 10 })).toBeNull();
  });

  it('refuses other types first, then a file over 5 MB', () => {
    expect(avatarProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(avatarProblem({ type: 'application/pdf', size: MAX_AVATAR_BYTES + 1 })).toBe('type');
    expect(avatarProblem({ type: '', size: 10 })).toBe('type');
    expect(avatarProblem({ type: 'image/png', size: MAX_AVATAR_BYTES + 1 })).toBe('size');
  });

  it('cuts the largest centred square from a wide, a tall and a square picture', () => {
    expect(centredSquare(300, 150)).toEqual({ x: 75, y: 0, side: 150 });
    expect(centredSquare(150, 301)).toEqual({ x: 0, y: 75, side: 150 });
    expect(centredSquare(64, 64)).toEqual({ x: 0, y: 0, side: 64 });
  });
});
