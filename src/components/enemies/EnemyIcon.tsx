import { useState } from 'react'
import { Skull } from 'lucide-react'
import { ENEMY_ICONS, enemyIconUrl } from '../../icons/icons.ts'

/** An enemy's icon; an id without one (SOURCE.md §6) gets a drawn placeholder. Low priority, like UnitIcon's. */
export function EnemyIcon({ enemyId, className = '', loading }: { enemyId: number; className?: string; loading?: 'eager' | 'lazy' }) {
  const [failed, setFailed] = useState(false)
  if (failed) {
    return (
      <span className={`grid place-items-center rounded-md bg-surface-2 text-muted ${className}`} aria-hidden="true">
        <Skull className="size-1/2" strokeWidth={1.75} />
      </span>
    )
  }
  return (
    <img
      src={enemyIconUrl(enemyId)}
      alt=""
      width={ENEMY_ICONS.size}
      height={ENEMY_ICONS.size}
      decoding="async"
      loading={loading}
      fetchPriority="low"
      draggable={false}
      onError={() => setFailed(true)}
      className={`rounded-md object-contain ${className}`}
    />
  )
}
