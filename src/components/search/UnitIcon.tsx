import { useState, type SyntheticEvent } from 'react'
import { Cat } from 'lucide-react'
import { UNIT_ICONS, type UnitIconSize, unitIconUrl, unknownUnitIconUrl } from '../../icons/icons.ts'

/**
 * A form's icon from the game files. A missing icon falls back to the game's
 * "unknown" picture, and if that is missing too, to a drawn placeholder.
 *
 * Low fetch priority: React's server render otherwise puts a preload of the
 * page's first ten icons in the head ahead of the stylesheet, and on a slow
 * network they share the bandwidth the first paint waits for.
 */
export function UnitIcon({
  unitId,
  formIndex,
  size = 'small',
  className = '',
  loading,
  deferred = false,
}: {
  unitId: number
  formIndex: number
  /** 'large' where the icon can show bigger than 48 CSS px; 'small' is sharp up to that on a 2× screen */
  size?: UnitIconSize
  className?: string
  /** 'lazy' where many icons render at once (table rows): they are then neither preloaded nor fetched far off screen */
  loading?: 'eager' | 'lazy'
  /**
   * No picture yet, on the server too: for icons below the first view that the browser's own lazy
   * loading would still fetch with the page (it reaches 1,250 px and more below the window).
   */
  deferred?: boolean
}) {
  const own = unitIconUrl(unitId, formIndex, size)
  const [failed, setFailed] = useState<string[]>([])
  const src = [own, unknownUnitIconUrl(size)].find((path) => !failed.includes(path))

  if (!src) {
    return (
      <span className={`grid place-items-center rounded-md bg-surface-2 text-muted ${className}`} aria-hidden="true">
        <Cat className="size-1/2" strokeWidth={1.75} />
      </span>
    )
  }
  const pixels = UNIT_ICONS[size].size
  return (
    <img
      src={deferred ? undefined : src}
      alt=""
      width={pixels}
      height={pixels}
      decoding="async"
      loading={loading}
      fetchPriority="low"
      draggable={false}
      onError={() => setFailed((paths) => [...paths, src])}
      className={`rounded-md object-contain ${className}`}
    />
  )
}

/**
 * For a table row's plain icon (no state per row, for speed): a missing icon shows the game's
 * "unknown" picture instead.
 */
export function showUnknownIcon(event: SyntheticEvent<HTMLImageElement>) {
  const fallback = unknownUnitIconUrl('small')
  if (event.currentTarget.getAttribute('src') !== fallback) event.currentTarget.src = fallback
}
