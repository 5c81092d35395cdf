import type { FeedbackRecord } from './feedback-store.server.ts'

/** Formats stored feedback for `npm run feedback:export`. */

const CSV_COLUMNS = ['id', 'created_at', 'experience', 'feedback', 'contact', 'client_hash'] as const

export function feedbackToCsv(records: readonly FeedbackRecord[]): string {
  const lines = records.map((record) =>
    [
      String(record.id),
      record.createdAt.toISOString(),
      String(record.experience),
      textCell(record.feedback),
      textCell(record.contact),
      textCell(record.clientHash),
    ].join(','),
  )
  return [CSV_COLUMNS.join(','), ...lines].map((line) => `${line}\r\n`).join('')
}

export function feedbackToJson(records: readonly FeedbackRecord[]): string {
  return `${JSON.stringify(records, null, 2)}\n`
}

function textCell(text: string | null): string {
  if (text === null) return ''
  // Visitors write this text; a spreadsheet would run a leading = + - @ as a formula.
  const inert = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert
}
