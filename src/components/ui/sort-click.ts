export type SortDirection = 'asc' | 'desc'

/**
 * The direction a click on a column header asks for (issue #50 point 15): best-first, unless the
 * player has already chosen this column (the address names its sort or its direction), when the
 * click flips it. So the first click on the column a fresh page is sorted by keeps it best-first,
 * as a player expects, and a second click flips it.
 */
export function clickedSortDirection(click: { isCurrent: boolean; chosen: boolean; current: SortDirection; bestFirst: SortDirection }): SortDirection {
  if (!click.isCurrent || !click.chosen) return click.bestFirst
  return click.current === 'desc' ? 'asc' : 'desc'
}
