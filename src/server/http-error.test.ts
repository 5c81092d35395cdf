import { execValidator } from '@tanstack/react-start'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { feedbackSubmission } from '../domain/feedback/survey.ts'
import { HttpError, SERVER_FAILED, httpErrorOf } from './http-error.ts'

/** What the pinned Start throws when `.validator(schema)` refuses the input. */
async function refusal(schema: Parameters<typeof execValidator>[0], input: unknown): Promise<unknown> {
  return execValidator(schema, input).then(
    () => {
      throw new Error('expected the validator to refuse the input')
    },
    (error: unknown) => error,
  )
}

describe('httpErrorOf', () => {
  it('keeps an HttpError as it is', () => {
    const error = new HttpError(429, 'Slow down.', { headers: { 'Retry-After': '30' } })
    expect(httpErrorOf(error)).toBe(error)
  })

  it("answers the framework's refusal of a zod schema with 400 and the schema's messages", async () => {
    const schema = z.strictObject({ unitId: z.int({ error: 'Bad id.' }), hash: z.string({ error: 'Bad hash.' }) })
    const answer = httpErrorOf(await refusal(schema, { unitId: 'x', hash: 1 }))
    expect(answer.status).toBe(400)
    expect(answer.message).toBe('Bad id. Bad hash.')
  })

  it('says a sentence once when two checks of one field refuse it with the same words', async () => {
    const message = 'The unit id must be a whole number from 0 to 99999, such as 25.'
    const schema = z.strictObject({ unitId: z.int({ error: message }).max(99_999, { error: message }) })
    // 1e300 is not an integer Start keeps, and above the maximum: the same sentence came twice.
    expect(httpErrorOf(await refusal(schema, { unitId: 1e300 })).message).toBe(message)
  })

  it("answers the framework's refusal of a zod/mini schema the same way", async () => {
    const answer = httpErrorOf(await refusal(feedbackSubmission, { experience: 9 }))
    expect(answer.status).toBe(400)
    expect(answer.message).toBe('Please select a rating from 1 to 5.')
  })

  it('answers anything else with a 500 that hides the cause', () => {
    const cause = new Error('connection refused at 10.0.0.3:5432')
    for (const thrown of [cause, new Error('[not json'), new Error('[]'), new Error('[{"code":"x"}]'), 'text', undefined]) {
      const answer = httpErrorOf(thrown)
      expect(answer.status).toBe(500)
      expect(answer.message).toBe(SERVER_FAILED)
      expect(answer.cause).toBe(thrown)
    }
  })
})
