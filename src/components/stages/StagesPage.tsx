import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { MAP_KINDS, MAP_KIND_NAMES, stagePath, withContext, type MapKind } from '../../domain/stage/map-kinds.ts'
import { STAGES_FIRST_PAGE, stageSearchQuery } from '../../queries/stages.ts'
import { SelectField, TextField } from '../ui/Field'
import { Button } from '../ui/Button'
import { formatInteger } from '../../text/format.ts'
import { useFollowRowLink } from '../ui/follow-row-link.ts'
import { useShownCount } from '../ui/use-shown-count.ts'
import { useHydratingMarker } from '../ui/use-hydrating-marker.ts'

type Props = { q: string; kind: MapKind | undefined; onChange: (next: { q?: string; kind?: MapKind | undefined }) => void }

/**
 * Stage search: the server filters and sends one page at a time (50 more per
 * click), so the list never holds thousands of rows and needs no virtual scrolling.
 */
export function StagesPage({ q, kind, onChange }: Props) {
  const hydrating = useHydratingMarker<HTMLDivElement>()
  const [text, setText] = useState(q)
  // The box follows the URL when it changes from elsewhere (back, a link); React's "adjust state while rendering".
  const [shownQ, setShownQ] = useState(q)
  if (shownQ !== q) {
    setShownQ(q)
    setText(q)
  }
  // A new search starts again at the first page.
  const searchKey = `${q}\u0000${kind ?? ''}`
  const { count: limit, showMore, listRef } = useShownCount<HTMLUListElement>(STAGES_FIRST_PAGE, searchKey)
  // The URL follows the typing after a short pause, so each key does not ask the server.
  useEffect(() => {
    if (text === q) return
    const timer = setTimeout(() => onChange({ q: text }), 250)
    return () => clearTimeout(timer)
  }, [text, q, onChange])
  const results = useQuery(stageSearchQuery(q, kind, limit))
  const followRowLink = useFollowRowLink()

  return (
    <div ref={hydrating} data-hydrating="" className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-black">Stages</h1>
      <p className="mt-1 max-w-prose text-sm text-muted">
        Every stage in the game files, with its enemies and their magnifications. The game draws map names as pictures: the names here are its English text as
        the BCU project keeps it, and a map without one is named by its kind and number.
      </p>
      <form role="search" className="mt-4 flex flex-col gap-3 sm:flex-row" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label="Search by stage or map"
          type="search"
          value={text}
          maxLength={100}
          placeholder="e.g. Earthshaker or Passion Land"
          onChange={(event) => setText(event.target.value)}
          data-testid="stage-search"
        />
        <SelectField
          label="Map kind"
          labelClassName="flex min-w-0 flex-col gap-1 text-sm font-semibold sm:w-64"
          value={kind ?? ''}
          onChange={(event) => onChange({ kind: MAP_KINDS.find((candidate) => candidate === event.target.value) })}
          data-testid="stage-kind"
        >
          <option value="">All kinds</option>
          {MAP_KINDS.map((id) => (
            <option key={id} value={id}>
              {MAP_KIND_NAMES[id]}
            </option>
          ))}
        </SelectField>
      </form>
      {results.isError ? (
        <p role="alert" className="card mt-6 p-4 text-sm text-danger">
          The stages could not be loaded: {results.error.message}
        </p>
      ) : !results.data ? (
        <p className="mt-6 text-sm text-muted" aria-busy="true">
          Loading stages…
        </p>
      ) : (
        <section aria-labelledby="stage-results" className="mt-6">
          <h2 id="stage-results" className="text-sm font-semibold text-muted" aria-live="polite" data-testid="stage-count">
            {results.data.total === 1 ? '1 stage' : `${formatInteger(results.data.total)} stages`}
          </h2>
          {results.data.total === 0 ? (
            <p className="card mt-3 p-4 text-sm">No stage matches. Try fewer words or another map kind.</p>
          ) : (
            // Plain links: a router Link per row made hydrating the first 50 rows cost more than the rest of the page.
            <ul
              ref={listRef}
              onClick={followRowLink}
              className="mt-3 divide-y divide-line rounded-xl border border-line bg-surface"
              data-testid="stage-results"
            >
              {results.data.rows.map((row) => (
                <li key={`${row.mapId}/${row.stageId}`}>
                  <a
                    href={stagePath(row.mapId, row.stageId)}
                    data-row-link=""
                    className="flex min-h-12 flex-col gap-0.5 px-4 py-2 hover:bg-surface-2 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <span className="font-semibold">{row.label}</span>
                    <span className="text-xs text-muted">
                      {withContext(row.mapLabel, MAP_KIND_NAMES[row.kind])} · {row.enemyCount === 1 ? '1 enemy' : `${row.enemyCount} enemies`}
                      {row.energy !== null ? ` · ${formatInteger(row.energy)} energy` : ''}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
          {results.data.rows.length < results.data.total && (
            // aria-disabled while the next page loads: disabled, it dropped the focus it holds.
            <Button
              className="mt-4 w-full sm:w-auto"
              onClick={() => {
                if (!results.isFetching) showMore()
              }}
              aria-disabled={results.isFetching}
            >
              Show {Math.min(STAGES_FIRST_PAGE, results.data.total - results.data.rows.length)} more
            </Button>
          )}
        </section>
      )}
    </div>
  )
}
