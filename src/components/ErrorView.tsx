import { useState } from 'react'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { Button } from './ui/Button'

export function ErrorView({ error, reset }: ErrorComponentProps) {
  const [showError, setShowError] = useState(false)
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">Something went wrong!</h1>
      <div className="flex gap-2">
        <Button onClick={() => setShowError((shown) => !shown)}>
          {showError ? 'Hide Error' : 'Show Error'}
        </Button>
        <Button variant="primary" onClick={reset}>
          Try again
        </Button>
      </div>
      {showError ? (
        <pre className="w-full overflow-auto rounded-lg border border-line bg-surface-2 p-3 text-left text-sm text-danger">
          {error instanceof Error ? error.message : String(error)}
        </pre>
      ) : null}
    </section>
  )
}
