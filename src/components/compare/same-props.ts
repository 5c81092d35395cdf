/**
 * Props equal when each is the same, or an array with the same items: every URL change makes a
 * new view, whose lists mostly hold what they held. A group renders again only when its own
 * filter or setting changes, not on a sort, a keystroke or another group's change.
 */
export function sameProps<P extends object>(before: P, after: P): boolean {
  return (Object.keys(after) as (keyof P)[]).every((key) => {
    const x = before[key]
    const y = after[key]
    if (Object.is(x, y)) return true
    return Array.isArray(x) && Array.isArray(y) && x.length === y.length && x.every((value, index) => value === y[index])
  })
}
