import { describe, expect, it } from 'vitest'
import { feedbackToCsv, feedbackToJson } from './feedback-export.ts'
import type { FeedbackRecord } from './feedback-store.server.ts'

const records: FeedbackRecord[] = [
  {
    id: 1,
    experience: 5,
    feedback: 'Says "hi", then\nleaves',
    contact: null,
    clientHash: null,
    createdAt: new Date('2026-01-02T03:04:05.678Z'),
  },
  {
    id: 2,
    experience: 2,
    feedback: '=HYPERLINK("http://evil")',
    contact: '@someone',
    clientHash: 'abc',
    createdAt: new Date('2026-01-03T00:00:00.000Z'),
  },
]

describe('feedback export', () => {
  it('writes CSV with a header, quoting where needed and defusing formulas', () => {
    expect(feedbackToCsv(records)).toBe(
      'id,created_at,experience,feedback,contact,client_hash\r\n' +
        '1,2026-01-02T03:04:05.678Z,5,"Says ""hi"", then\nleaves",,\r\n' +
        `2,2026-01-03T00:00:00.000Z,2,"'=HYPERLINK(""http://evil"")",'@someone,abc\r\n`,
    )
  })

  it('writes only the header when there is nothing to export', () => {
    expect(feedbackToCsv([])).toBe('id,created_at,experience,feedback,contact,client_hash\r\n')
  })

  it('writes JSON with ISO timestamps and the texts unchanged', () => {
    const parsed: unknown = JSON.parse(feedbackToJson(records))
    expect(parsed).toEqual([
      { ...records[0], createdAt: '2026-01-02T03:04:05.678Z' },
      { ...records[1], createdAt: '2026-01-03T00:00:00.000Z' },
    ])
  })
})
