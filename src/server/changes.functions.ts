import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { unitHistory } from '../domain/game-data/history.ts'
import { getDataSet } from './dataset.server.ts'
import { getHistory } from './changes.server.ts'
import { MAX_UNIT_ID } from '../domain/settings/limits.ts'
import { showHistoryEntry, showStep } from '../text/change-text.ts'

const UNIT_ID = `The unit id must be a whole number from 0 to ${MAX_UNIT_ID}, such as 25.`
const unitInput = z.strictObject(
  { unitId: z.int({ error: UNIT_ID }).min(0, { error: UNIT_ID }).max(MAX_UNIT_ID, { error: UNIT_ID }) },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unexpected field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}; only unitId.`
        : 'Expected an object with a unitId.',
  },
)

/** Every update we hold, newest first, for the /changes page; `unlisted` names the forms it mentions that have no page today (`catId-formIndex`). */
export const getChanges = createServerFn({ method: 'GET' }).handler(async () => {
  const [{ data, catsById }, history] = await Promise.all([getDataSet(), getHistory()])
  const mentioned = history.steps.flatMap((step) => [
    ...step.newCats.flatMap((cat) => cat.forms),
    ...step.changedCats.flatMap((cat) => [...cat.newForms, ...cat.forms]),
  ])
  const unlisted = mentioned.filter((form) => !catsById.get(form.catId)?.forms.some((listed) => listed.formIndex === form.formIndex))
  return {
    version: data.version,
    region: data.region,
    history: { ...history, steps: history.steps.map(showStep) },
    unlisted: [...new Set(unlisted.map((form) => `${form.catId}-${form.formIndex}`))],
  }
})

/** The versions that changed one cat, newest first (empty when none did), for its unit page. */
export const getUnitHistory = createServerFn({ method: 'GET' })
  .validator(unitInput)
  .handler(async ({ data: { unitId } }) => unitHistory(await getHistory(), unitId).map(showHistoryEntry))
