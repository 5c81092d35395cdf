import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { PRODUCT_NAME } from '../text/product.ts'
import { dataVersionQuery } from '../queries/units'

const footerLinkClass = 'inline-flex min-h-6 items-center underline underline-offset-2 hover:text-text'

export function Footer() {
  // Loaded by the root route before render, so this reads the cache.
  const { data } = useQuery(dataVersionQuery())
  return (
    <footer className="border-t border-line px-4 py-6 text-center text-xs text-muted">
      <p>
        {PRODUCT_NAME} is a fan project, not affiliated with PONOS. Game data and images © PONOS Corporation.
        {data ? (
          <span data-testid="data-version">
            {' '}
            Data: The Battle Cats {data.version} ({data.region.toUpperCase()}), from {data.sources}.
          </span>
        ) : null}
        {data ? (
          <>
            {' '}
            <Link to="/changes" className="underline underline-offset-2 hover:text-text">
              What changed
            </Link>
          </>
        ) : null}
      </p>
      {/* Every page, also those the phone's top bar leaves out. */}
      <nav aria-label="More pages" className="mt-3 flex flex-wrap justify-center gap-x-4 gap-y-2">
        <Link to="/enemies" className={footerLinkClass}>
          Enemies
        </Link>
        <Link to="/stages" search={{ q: '' }} className={footerLinkClass}>
          Stages
        </Link>
        <Link to="/combos" className={footerLinkClass}>
          Combos
        </Link>
        <Link to="/account" className={footerLinkClass}>
          Account
        </Link>
      </nav>
    </footer>
  )
}
