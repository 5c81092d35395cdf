import { Link } from '@tanstack/react-router'
import { Home, LineChart, Cat, Map as MapIcon, Search, Skull, Link2, UserRound } from 'lucide-react'
import type { KeyboardEvent, ReactNode } from 'react'
import { PRODUCT_NAME, PRODUCT_SHORT_NAME } from '../text/product.ts'
import { TopBarMoreMenu } from './TopBarMoreMenu'

// 36 px wide on phones (40 from sm up), so the bar fits a 320 px screen.
const navLinkClass =
  'inline-flex min-h-10 min-w-9 items-center justify-center gap-1.5 rounded-lg px-2 text-sm sm:min-w-10 sm:px-2.5 font-semibold text-muted transition-colors hover:bg-surface-2 hover:text-text'

export function TopBar({
  onSearch,
  onSearchKey,
  feedbackSlot,
}: {
  onSearch: () => void
  onSearchKey?: (event: KeyboardEvent) => void
  feedbackSlot?: ReactNode
}) {
  return (
    <header data-top-bar="" className="sticky top-0 z-40 border-b border-line bg-bg/90 backdrop-blur supports-[backdrop-filter]:bg-bg/75">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-3 sm:px-6">
        <Link to="/" className="flex shrink-0 items-center gap-2 font-black tracking-tight">
          <span className="hidden text-lg md:inline">{PRODUCT_NAME}</span>
          <span className="text-lg md:hidden">{PRODUCT_SHORT_NAME}</span>
          <span className="rounded-full bg-accent-soft px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-wide text-accent">Beta</span>
        </Link>
        <button
          type="button"
          onClick={onSearch}
          onKeyDown={onSearchKey}
          className="ml-auto inline-flex min-h-10 min-w-9 items-center gap-2 rounded-lg border border-line bg-surface px-2.5 text-sm text-muted hover:bg-surface-2 sm:min-w-40 lg:min-w-56"
          aria-keyshortcuts="Control+K Meta+K"
          data-testid="search-button"
        >
          <Search className="size-4 shrink-0" aria-hidden="true" />
          {/* The visible words are the name (label in name); the shortcut is told by aria-keyshortcuts. */}
          <span className="sr-only sm:not-sr-only">Search units</span>
          <span className="-ml-2 hidden sm:inline" aria-hidden="true">
            …
          </span>
          {/* From lg up: between sm and lg the hint pushed the bar (title and seven links) past the screen's edge. */}
          <kbd className="ml-auto hidden rounded border border-line px-1.5 text-[11px] font-medium lg:inline" aria-hidden="true">
            Ctrl K
          </kbd>
        </button>
        <nav aria-label="Main" className="flex items-center gap-0.5">
          {/* The spec's Home link, on every screen but the narrowest (under 360 px), where it does not fit and the product name leads home. */}
          <Link
            to="/"
            className={`${navLinkClass} max-[359px]:hidden`}
            activeProps={{ 'aria-current': 'page', className: 'text-text' }}
            activeOptions={{ exact: true }}
          >
            <Home className="size-4" aria-hidden="true" />
            <span className="sr-only xl:not-sr-only">Home</span>
          </Link>
          <Link to="/units" className={navLinkClass} activeProps={{ 'aria-current': 'page', className: 'text-text' }}>
            <LineChart className="size-4" aria-hidden="true" />
            <span className="sr-only xl:not-sr-only">Compare</span>
          </Link>
          {/* On phones Enemies, Stages, Combos and Account sit behind the More menu: the bar then fits 320 px. */}
          <Link to="/enemies" className={`${navLinkClass} max-sm:hidden`} activeProps={{ 'aria-current': 'page', className: 'text-text' }}>
            <Skull className="size-4" aria-hidden="true" />
            <span className="sr-only xl:not-sr-only">Enemies</span>
          </Link>
          <Link to="/stages" search={{ q: '' }} className={`${navLinkClass} max-sm:hidden`} activeProps={{ 'aria-current': 'page', className: 'text-text' }}>
            <MapIcon className="size-4" aria-hidden="true" />
            <span className="sr-only xl:not-sr-only">Stages</span>
          </Link>
          <Link to="/combos" className={`${navLinkClass} max-sm:hidden`} activeProps={{ 'aria-current': 'page', className: 'text-text' }}>
            <Link2 className="size-4" aria-hidden="true" />
            <span className="sr-only xl:not-sr-only">Combos</span>
          </Link>
          <Link to="/lists/$listId" params={{ listId: 'my-cats' }} className={navLinkClass} activeProps={{ 'aria-current': 'page', className: 'text-text' }}>
            <Cat className="size-4" aria-hidden="true" />
            <span className="sr-only xl:not-sr-only">My Cats</span>
          </Link>
          <Link to="/account" className={`${navLinkClass} max-sm:hidden`} activeProps={{ 'aria-current': 'page', className: 'text-text' }}>
            <UserRound className="size-4" aria-hidden="true" />
            <span className="sr-only xl:not-sr-only">Account</span>
          </Link>
          <TopBarMoreMenu toggleClass={navLinkClass} />
        </nav>
        {feedbackSlot}
      </div>
    </header>
  )
}
