/**
 * Spec §5 "select duplicates": every item whose rank already appeared earlier
 * in the list (ordered by rank), i.e. all but the first item of each repeated rank.
 */
export function findDuplicateIds(items: ReadonlyArray<{ id: string; rank: number }>): string[] {
  const seen = new Set<number>();
  const duplicates: string[] = [];
  for (const item of items) {
    if (seen.has(item.rank)) duplicates.push(item.id);
    else seen.add(item.rank);
  }
  return duplicates;
}
