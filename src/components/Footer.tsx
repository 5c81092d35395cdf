import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { PRODUCT_NAME } from '../lib/product.ts'
import { dataVersionQuery } from '../queries/units'

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
            Data: The Battle Cats {data.version} ({data.region.toUpperCase()}).
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
    </footer>
  )
}
