import { describe, expect, it } from 'vitest';
import { MIN_COLUMN_WIDTH, placeToasts, type Box } from './modalPlacement.ts';

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };
/** One toast in its usual place at 1280 × 800: bottom right, 356 px wide, 24 px from the edges. */
const corner: Box = { left: 900, top: 700, right: 1256, bottom: 776 };

describe('placeToasts', () => {
  it('leaves the toasts where they are when the dialog is clear of them', () => {
    const small = { left: 380, top: 300, right: 900, bottom: 500 };
    expect(placeToasts({ toasts: corner, modal: small, viewport: WIDE })).toEqual({ kind: 'default' });
  });

  it('moves them to the top when the dialog leaves room above it (its actions are at its bottom)', () => {
    const low = { left: 255, top: 200, right: 1025, bottom: 776 };
    expect(placeToasts({ toasts: corner, modal: low, viewport: WIDE })).toEqual({ kind: 'top', top: 24 });
  });

  it('narrows them into a column beside a tall dialog, on the side with more room', () => {
    const tall = { left: 255, top: 24, right: 1025, bottom: 776 };
    expect(placeToasts({ toasts: corner, modal: tall, viewport: WIDE })).toEqual({
      kind: 'column',
      side: 'right',
      width: 215,
    });
    const leftOfCentre = { left: 400, top: 24, right: 1170, bottom: 776 };
    expect(placeToasts({ toasts: corner, modal: leftOfCentre, viewport: WIDE })).toMatchObject({
      kind: 'column',
      side: 'left',
    });
  });

  it('holds them back when there is no room anywhere', () => {
    const toasts = { left: 16, top: 650, right: 359, bottom: 724 };
    const tall = { left: 16, top: 24, right: 359, bottom: 716 };
    expect(placeToasts({ toasts, modal: tall, viewport: PHONE })).toEqual({ kind: 'held' });
    const narrowRoom = { left: 150, top: 24, right: 1280 - 24 - 16 - (MIN_COLUMN_WIDTH - 1), bottom: 776 };
    expect(placeToasts({ toasts: corner, modal: narrowRoom, viewport: WIDE })).toEqual({ kind: 'held' });
  });
});
