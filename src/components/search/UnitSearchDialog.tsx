import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { LoaderCircle, Search } from 'lucide-react'
import { padUnitId, type UnitMetadata } from '../../domain/units.ts'
import { NO_HIGHLIGHT, moveHighlight } from './listbox-highlight.ts'
import { useUnitSearchResults, type UnitSearchState } from './use-unit-search-results.ts'
import { UnitSearchOption } from './UnitSearchOption'
import { Dialog } from '../ui/Dialog'
import { Button } from '../ui/Button'
import { useAfterPaint } from '../ui/use-after-paint.ts'
import { isOffline } from '../../pwa/offline-notice.ts'

type UnitSearchDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** see Dialog's openAheadRef: the shortcut shows the dialog before React renders anything */
  openAheadRef: RefObject<(() => (() => void) | null) | null>
}

/**
 * The search palette in a modal dialog (Dialog: focus kept inside, Escape and the backdrop
 * close it). A sheet across the top on phones, a centred palette from the sm breakpoint on.
 * It appears whole in the shortcut's first frame: no fade, which would leave that frame blank
 * and send the page transition events to handle.
 */
export function UnitSearchDialog({ open, onOpenChange, openAheadRef }: UnitSearchDialogProps) {
  const titleId = useId()
  useDocumentScrollLock(open)
  // The panel is rendered ahead, once the page has hydrated, so the shortcut only has to show it.
  const prepared = usePreparedAfterHydration()
  // A new panel after every closing: each opening starts with an empty query.
  const [generation, setGeneration] = useState(0)
  const close = () => {
    onOpenChange(false)
    setGeneration((value) => value + 1)
  }

  return (
    <Dialog
      open={open}
      keepMounted={prepared}
      quickOpen
      openAheadRef={openAheadRef}
      onClosed={close}
      // Escape: tell the app at once, so a shortcut pressed right after it opens rather than toggles closed.
      onCancel={close}
      labelledBy={titleId}
      className="fixed inset-x-0 z-50 top-0 bottom-auto m-0 max-h-none w-full max-w-none overflow-hidden rounded-b-2xl border-0 border-b border-line bg-surface p-0 pt-[env(safe-area-inset-top)] text-text shadow-2xl backdrop:bg-black/50 backdrop:backdrop-blur-[2px] sm:top-[12vh] sm:mx-auto sm:max-w-xl sm:rounded-2xl sm:border sm:pt-0"
    >
      <UnitSearchPanel key={generation} open={open} titleId={titleId} onDone={close} />
    </Dialog>
  )
}

/**
 * True a task after hydration, so the closed dialog's content is mounted before the shortcut. Not
 * left to requestIdleCallback: on a slow phone the page may have no idle moment for seconds. The
 * page's first showModal() (the browser sets up the top layer and restyles the page as inert, 20–35
 * ms on a stage page) is not paid ahead any more: it was one long task in every page's start-up, and
 * quickOpen shows the dialog a frame before it becomes modal, so the shortcut does not wait for it.
 */
function usePreparedAfterHydration(): boolean {
  const [prepared, setPrepared] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setPrepared(true), 0)
    return () => clearTimeout(timer)
  }, [])
  return prepared
}

/** Replaced after every closing, so every opening starts with an empty query; the names load once it opens. */
function UnitSearchPanel({ open, titleId, onDone }: { open: boolean; titleId: string; onDone: () => void }) {
  const [query, setQuery] = useState('')
  const [highlight, setHighlight] = useState(NO_HIGHLIGHT)
  const search = useUnitSearchResults(query, useAfterPaint(open))
  const results = search.status === 'ready' ? search.results : []
  const navigate = useNavigate()
  const listboxRef = useRef<HTMLDivElement>(null)
  const listboxId = useId()
  const optionId = (index: number) => `${listboxId}-option-${index}`
  const activeIndex = highlight < results.length ? highlight : NO_HIGHLIGHT
  // Only arrow keys scroll the list: scrolling under a hovering pointer would move the highlight again.
  const scrollToHighlightRef = useRef(false)

  useEffect(() => {
    if (!scrollToHighlightRef.current || activeIndex === NO_HIGHLIGHT) return
    scrollToHighlightRef.current = false
    listboxRef.current?.children[activeIndex]?.scrollIntoView({ block: 'nearest' })
  }, [activeIndex])

  const openUnit = (unit: UnitMetadata) => {
    onDone()
    void navigate({ to: '/unit/$unitId/$formIndex', params: { unitId: padUnitId(unit.unitId), formIndex: String(unit.formIndex) } })
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      scrollToHighlightRef.current = true
      setHighlight(moveHighlight(activeIndex, results.length, event.key === 'ArrowDown' ? 1 : -1))
    } else if (event.key === 'Enter') {
      const chosen = results[activeIndex] ?? results[0]
      if (!chosen) return
      event.preventDefault()
      openUnit(chosen)
    }
  }

  return (
    <div className="flex max-h-[min(100dvh,40rem)] flex-col sm:max-h-[76vh]">
      <h2 id={titleId} className="sr-only">
        Search units
      </h2>
      <div className="flex shrink-0 items-center gap-2 border-b-2 border-line pr-2 pl-4 has-[input:focus]:border-accent">
        {search.status === 'loading' ? (
          <LoaderCircle className="size-5 shrink-0 animate-spin text-muted" aria-hidden="true" />
        ) : (
          <Search className="size-5 shrink-0 text-muted" aria-hidden="true" />
        )}
        <input
          data-autofocus
          type="text"
          role="combobox"
          aria-label="Search for any cat"
          aria-autocomplete="list"
          aria-expanded={results.length > 0}
          aria-controls={listboxId}
          aria-activedescendant={activeIndex === NO_HIGHLIGHT ? undefined : optionId(activeIndex)}
          placeholder="Search for any cat..."
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            setHighlight(NO_HIGHLIGHT)
          }}
          onKeyDown={handleKeyDown}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="go"
          // The field row's accent border shows focus instead of an outline cut by the dialog's edge.
          className="h-14 min-w-0 flex-1 bg-transparent text-base text-text placeholder:text-muted focus-visible:outline-none!"
        />
        <button
          type="button"
          onClick={onDone}
          className="inline-flex min-h-10 shrink-0 items-center rounded-lg px-2 text-sm font-semibold text-muted hover:bg-surface-2 hover:text-text"
          // The visible "Esc" and "Cancel" both belong in the name (label in name).
          aria-label="Cancel search, Esc"
        >
          <kbd className="hidden rounded-md border border-line bg-surface-2 px-1.5 py-0.5 font-sans text-[11px] font-medium sm:inline">Esc</kbd>
          <span className="sm:hidden">Cancel</span>
        </button>
      </div>

      <div
        ref={listboxRef}
        id={listboxId}
        role="listbox"
        aria-label="Units"
        hidden={results.length === 0}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2"
      >
        {results.map((unit, index) => (
          <UnitSearchOption
            key={`${unit.unitId}-${unit.formIndex}`}
            unit={unit}
            id={optionId(index)}
            query={query}
            highlighted={index === activeIndex}
            enterOpens={activeIndex === NO_HIGHLIGHT ? index === 0 : index === activeIndex}
            onHighlight={() => setHighlight(index)}
            onChoose={onDone}
          />
        ))}
      </div>

      <SearchStatus search={search} query={query} onChoose={onDone} />
      <KeyboardHints />
    </div>
  )
}

/** One live region that stays mounted, so screen readers hear every change of message or count. */
function SearchStatus({ search, query, onChoose }: { search: UnitSearchState; query: string; onChoose: () => void }) {
  const hasResults = search.status === 'ready' && search.results.length > 0
  const suggestions = search.status === 'ready' ? search.suggestions : []
  return (
    <div className={hasResults ? 'sr-only' : 'flex flex-col items-center gap-3 px-6 py-10 text-center text-sm text-muted'}>
      <p role="status" data-testid="unit-search-message" className="max-w-full wrap-anywhere">
        {statusMessage(search, query)}
      </p>
      {suggestions.length > 0 ? (
        <p className="max-w-full" data-testid="unit-search-did-you-mean">
          Did you mean{' '}
          {suggestions.map((unit, index) => (
            <span key={`${unit.unitId}-${unit.formIndex}`}>
              {index > 0 ? (index === suggestions.length - 1 ? ' or ' : ', ') : null}
              <Link
                to="/unit/$unitId/$formIndex"
                params={{ unitId: padUnitId(unit.unitId), formIndex: String(unit.formIndex) }}
                onClick={(event) => {
                  if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) onChoose()
                }}
                className="font-semibold text-accent-strong underline"
              >
                {unit.name}
              </Link>
            </span>
          ))}
          ?
        </p>
      ) : null}
      {search.status === 'error' ? <Button onClick={search.retry}>Try again</Button> : null}
    </div>
  )
}

function statusMessage(search: UnitSearchState, query: string): string {
  switch (search.status) {
    case 'idle':
      return 'Start typing to search for units...'
    case 'loading':
      return 'Loading units…'
    case 'error':
      // Offline it is no failure of the site: the names were never loaded on this device.
      return isOffline()
        ? 'You are offline, and the unit list is not saved on this device yet. It loads once you are back online.'
        : 'The unit list could not be loaded.'
    case 'ready': {
      const count = search.results.length
      if (count === 0) return `No units found matching "${query.trim()}"`
      return count === 1 ? '1 unit found' : `${count} units found`
    }
  }
}

function KeyboardHints() {
  const kbd = 'rounded border border-line bg-surface px-1 font-sans text-[11px] font-medium text-text'
  return (
    <div className="hidden shrink-0 items-center gap-4 border-t border-line bg-surface-2/60 px-4 py-2 text-xs text-muted sm:flex" aria-hidden="true">
      <span>
        <kbd className={kbd}>↑</kbd> <kbd className={kbd}>↓</kbd> to move
      </span>
      <span>
        <kbd className={kbd}>↵</kbd> to open
      </span>
      <span>
        <kbd className={kbd}>Esc</kbd> to close
      </span>
    </div>
  )
}

/** While the dialog is open the page behind must not scroll; the scrollbar keeps its room so nothing shifts. */
function useDocumentScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return
    const root = document.documentElement
    const previous = { overflow: root.style.overflow, scrollbarGutter: root.style.scrollbarGutter }
    let locking: ReturnType<typeof setTimeout> | undefined
    // After the dialog's first frame: measuring the scrollbar and hiding the overflow lay out the whole page.
    const frame = requestAnimationFrame(() => {
      locking = setTimeout(() => {
        const hasScrollbar = window.innerWidth > root.clientWidth
        root.style.overflow = 'hidden'
        if (hasScrollbar) root.style.scrollbarGutter = 'stable'
      }, 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(locking)
      root.style.overflow = previous.overflow
      root.style.scrollbarGutter = previous.scrollbarGutter
    }
  }, [locked])
}
