import { useState } from 'react'
import { Cat } from 'lucide-react'

const UNKNOWN_ICON = '/game/unit_icon/unknown.png'

function unitIconPath(unitId: number, formIndex: number): string {
  return `/game/unit_icon/${unitId}_${formIndex}.png`
}

/**
 * A form's icon from the game files. A missing icon falls back to the game's
 * "unknown" picture, and if that is missing too, to a drawn placeholder.
 */
export function UnitIcon({
  unitId,
  formIndex,
  className = '',
  loading,
}: {
  unitId: number
  formIndex: number
  className?: string
  /** 'lazy' where many icons render at once (table rows): they are then neither preloaded nor fetched far off screen */
  loading?: 'eager' | 'lazy'
}) {
  const own = unitIconPath(unitId, formIndex)
  const [failed, setFailed] = useState<string[]>([])
  const src = [own, UNKNOWN_ICON].find((path) => !failed.includes(path))

  if (!src) {
    return (
      <span className={`grid place-items-center rounded-md bg-surface-2 text-muted ${className}`} aria-hidden="true">
        <Cat className="size-1/2" strokeWidth={1.75} />
      </span>
    )
  }
  return (
    <img
      src={src}
      alt=""
      width={128}
      height={128}
      decoding="async"
      loading={loading}
      draggable={false}
      onError={() => setFailed((paths) => [...paths, src])}
      className={`rounded-md object-contain ${className}`}
    />
  )
}
