/**
 * A page can reach the browser long after the server rendered it: from this
 * server's page cache, the reverse proxy's (shared max-age, then
 * stale-while-revalidate) or a CDN's. The game data inside it is the data
 * version's, no older than when the page arrives, but its queries carry the
 * render's clock, so past their stale time the browser fetched every one of
 * them again during start-up, and a phone whose clock runs fast did the same.
 * Each query is therefore dated by the browser's clock: its age at the render
 * is kept, its time in caches (and any difference between the two clocks, either way) dropped.
 *
 * The data version is the exception: it keeps its render date, so a page kept
 * in a cache for over an hour still checks that its data is today's.
 */

type DatedQuery = { queryHash: string; dehydratedAt: number; state: { dataUpdatedAt: number } }

/** `keepsRenderDate`: the hash of the data version's query, which keeps its render date. */
export function datedByBrowser<Query extends DatedQuery>(queries: readonly Query[], now: number, keepsRenderDate: string): Query[] {
  return queries.map((query) => {
    if (query.queryHash === keepsRenderDate) return query
    const shift = now - query.dehydratedAt
    return {
      ...query,
      dehydratedAt: now,
      state: { ...query.state, dataUpdatedAt: query.state.dataUpdatedAt === 0 ? 0 : query.state.dataUpdatedAt + shift },
    }
  })
}
