import type { ExportBundle } from '../../browser-db/index.ts'

/** battle-cats-codex-lists-YYYY-MM-DD.json, on the player's own calendar day. */
export function exportFileName(date: Date): string {
  const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((part) => String(part).padStart(2, '0')).join('-')
  return `battle-cats-codex-lists-${day}.json`
}

export function downloadBundle(bundle: ExportBundle, date = new Date()): string {
  const fileName = exportFileName(date)
  const url = URL.createObjectURL(new Blob([JSON.stringify(bundle, null, 2)], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
  return fileName
}
