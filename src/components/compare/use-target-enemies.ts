import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { targetEnemyId, type TargetEnemy } from '../../domain/damage/target.ts'
import type { Enemy } from '../../domain/game-data/model.ts'
import type { TargetSetting } from '../../domain/settings/settings.ts'
import { enemyQuery } from '../../queries/enemies.ts'

/**
 * The enemies a target setting resolves against, the one it names replaced by its own record
 * (the enemy page's): only that record knows its wave and surge immunities, which count in true
 * DPS (mechanics §10c). The route's loader fetches the record ahead.
 */
export function useTargetEnemies(target: TargetSetting, enemies: readonly Enemy[]): readonly TargetEnemy[] {
  const enemyId = targetEnemyId(target)
  const record = useQuery({ ...enemyQuery(enemyId ?? 0), enabled: enemyId !== null }).data?.enemy ?? null
  return useMemo(
    () => (record !== null && record.id === enemyId ? enemies.map((enemy) => (enemy.id === record.id ? record : enemy)) : enemies),
    [record, enemyId, enemies],
  )
}
