import { createServerFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { getEnemies } from './enemies.server.ts'
import { MAX_ENEMY_ID } from '../domain/settings/limits.ts'
import { hashedFileInput, hashedFileResponse } from './hashed-file.server.ts'

const ENEMY_ID = `The enemy id must be a whole number from 0 to ${MAX_ENEMY_ID}, such as 549.`
const enemyInput = z.strictObject(
  { enemyId: z.int({ error: ENEMY_ID }).min(0, { error: ENEMY_ID }).max(MAX_ENEMY_ID, { error: ENEMY_ID }) },
  { error: 'Expected an object with an enemyId.' },
)

/** The hash naming today's enemy list: the list itself is asked for by it (getEnemyList). */
export const getEnemyListHash = createServerFn({ method: 'GET' }).handler(async () => {
  const { listFile } = await getEnemies()
  return { hash: listFile.hash }
})

/**
 * Every listed enemy for /enemies (EnemyList, JSON), as getAllUnits sends the calculator
 * file: browsers keep the answer for the current hash; an old hash gets today's list, not kept.
 */
export const getEnemyList = createServerFn({ method: 'GET' })
  .validator(hashedFileInput)
  .handler(async ({ data: input }) => {
    const { listFile } = await getEnemies()
    return hashedFileResponse(listFile, input.hash === listFile.hash, getRequestHeader('accept-encoding') ?? '')
  })

/** One enemy; null when the id is unknown. */
export const getEnemy = createServerFn({ method: 'GET' })
  .validator(enemyInput)
  .handler(async ({ data: { enemyId } }) => {
    const { byId } = await getEnemies()
    return { enemyId, enemy: byId.get(enemyId) ?? null }
  })
