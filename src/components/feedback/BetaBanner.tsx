import { MessageSquareHeart } from 'lucide-react'

/** The slim bar under the top bar that opens the feedback survey. */
export function BetaBanner({ onOpen }: { onOpen: () => void }) {
  return (
    <div className="border-b border-line bg-accent-soft/70">
      <div className="mx-auto flex max-w-7xl justify-center px-3 sm:px-6">
        <button
          type="button"
          onClick={onOpen}
          aria-haspopup="dialog"
          className="group flex min-h-9 items-center gap-2 py-1.5 text-left text-xs font-medium leading-snug text-text sm:text-sm"
        >
          <MessageSquareHeart className="size-4 shrink-0 text-accent" aria-hidden="true" />
          <span className="underline-offset-2 group-hover:underline">Tap here to provide feedback, report bugs, or request features.</span>
        </button>
      </div>
    </div>
  )
}
