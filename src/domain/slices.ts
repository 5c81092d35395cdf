/**
 * Long jobs in the browser (unpacking the data set, preparing every cat,
 * computing every form) run in slices, handing control back in between, so
 * that no single task keeps the page from painting or answering input.
 * The caller supplies how to hand control back; the domain stays free of browser APIs.
 */
export type YieldControl = () => Promise<void>

/** items.map(map), a slice of `sliceSize` items at a time */
export async function mapInSlices<T, R>(items: readonly T[], map: (item: T) => R, yieldControl: YieldControl, sliceSize: number): Promise<R[]> {
  const results: R[] = new Array(items.length)
  for (let start = 0; start < items.length; start += sliceSize) {
    if (start > 0) await yieldControl()
    const end = Math.min(items.length, start + sliceSize)
    for (let i = start; i < end; i++) results[i] = map(items[i]!)
  }
  return results
}
