import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { getEnemies } from './enemies.server.ts'

const ENEMY_ID = 'The enemy id must be a whole number from 0 to 99999, such as 549.'
const enemyInput = z.strictObject(
  { enemyId: z.int({ error: ENEMY_ID }).min(0, { error: ENEMY_ID }).max(99_999, { error: ENEMY_ID }) },
  { error: 'Expected an object with an enemyId.' },
)

/** Every listed enemy for /enemies, without the guide texts (only the enemy page shows them). */
export const getEnemyList = createServerFn({ method: 'GET' }).handler(async () => {
  const { data } = await getEnemies()
  return { version: data.version, region: data.region, enemies: data.enemies.map((enemy) => ({ ...enemy, description: '' })) }
})

/** One enemy; null when the id is unknown. */
export const getEnemy = createServerFn({ method: 'GET' })
  .validator(enemyInput)
  .handler(async ({ data: { enemyId } }) => {
    const { byId } = await getEnemies()
    return { enemyId, enemy: byId.get(enemyId) ?? null }
  })
