import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { buttonClass } from './ui/Button'

export function NotFound({ children }: { children?: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-6xl font-black text-accent" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">Not Found</h1>
      <div className="text-muted">{children ?? <p>The page you are looking for does not exist.</p>}</div>
      <Link to="/" className={buttonClass('primary')}>
        Back to Home
      </Link>
    </section>
  )
}
