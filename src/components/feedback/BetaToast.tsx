import { MessageSquareHeart, X } from 'lucide-react'
import { PRODUCT_NAME } from '../../text/product.ts'
import { Button } from '../ui/Button'

/** Content of the beta toast; sonner draws custom toasts unstyled, so the card is ours. */
export function BetaToast({ onGiveFeedback, onDismiss }: { onGiveFeedback: () => void; onDismiss: () => void }) {
  return (
    <div className="card relative flex w-full gap-3 p-4 pr-10 text-text shadow-lg" data-testid="beta-toast">
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-accent-soft text-accent" aria-hidden="true">
        <MessageSquareHeart className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-bold leading-snug">{PRODUCT_NAME} is in beta</p>
        <p className="mt-0.5 text-sm text-muted">Help us improve by sharing your feedback.</p>
        <Button variant="primary" className="mt-3 min-h-9 px-3 py-1.5" onClick={onGiveFeedback}>
          Give Feedback
        </Button>
      </div>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={onDismiss}
        className="absolute right-2 top-2 grid size-8 place-items-center rounded-md text-muted transition-colors hover:bg-surface-2 hover:text-text"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  )
}
