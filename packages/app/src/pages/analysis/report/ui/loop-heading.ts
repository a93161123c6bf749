/** The id of a loop card's heading (the tracker focuses a loop just made from a suggestion). */
export function loopHeadingId(loopId: string): string {
  return `loop-${loopId}`;
}
