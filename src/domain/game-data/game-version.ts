const VERSION = /^\d+(\.\d+)*$/

export function isGameVersion(text: string): boolean {
  return VERSION.test(text)
}

/** Orders "14.7.1" < "15.0.0" < "15.0.10" by each number, not as text. */
export function compareGameVersions(a: string, b: string): number {
  const left = a.split('.').map(Number)
  const right = b.split('.').map(Number)
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0)
    if (difference !== 0) return difference
  }
  return 0
}
