import { useState } from 'react'
import { Sparkles } from 'lucide-react'
import { ABILITY_ICONS, abilityIconUrl } from '../../icons/icons.ts'

/** An ability icon from the game files; a drawn placeholder when the game has none or the file is missing. */
export function AbilityIcon({ name, className = 'size-7' }: { name: string | null; className?: string }) {
  const src = name === null ? null : abilityIconUrl(name)
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  if (src === null || failedSrc === src) {
    return (
      <span className={`grid shrink-0 place-items-center rounded-md bg-surface-2 text-muted ${className}`} aria-hidden="true">
        <Sparkles className="size-1/2" strokeWidth={1.75} />
      </span>
    )
  }
  return (
    <img
      src={src}
      alt=""
      width={ABILITY_ICONS.size}
      height={ABILITY_ICONS.size}
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => setFailedSrc(src)}
      className={`shrink-0 object-contain ${className}`}
    />
  )
}
