import { useRef, useState, type ChangeEvent } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../lib/toast.ts'
import { Download, LoaderCircle, Upload } from 'lucide-react'
import { IMPORT_TOO_LARGE, MAX_IMPORT_TEXT_LENGTH, exportBundle } from '../../browser-db/index.ts'
import { downloadBundle } from './export-file.ts'
import { catCountLabel } from './list-labels.ts'
import { showError } from './show-error.ts'
import { importBundleMutation } from '../../queries/lists.ts'
import { Button } from '../ui/Button'

function listCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'list' : 'lists'}`
}

export function ExportImportBar() {
  const queryClient = useQueryClient()
  const importFile = useMutation(importBundleMutation(queryClient))
  const [exporting, setExporting] = useState(false)
  const fileInputRef = useRef<HTMLInputElement>(null)

  const handleExport = async () => {
    setExporting(true)
    try {
      const bundle = await exportBundle()
      const fileName = downloadBundle(bundle)
      toast.success(`Exported ${listCountLabel(bundle.lists.length)} and ${catCountLabel(bundle.cats.length)}`, {
        description: fileName,
      })
    } catch (error) {
      showError(error)
    } finally {
      setExporting(false)
    }
  }

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const file = input.files?.[0]
    // Cleared so that choosing the same file again still triggers an import.
    input.value = ''
    if (!file) return
    // Refused before reading: a huge file would otherwise be loaded into memory first.
    if (file.size > MAX_IMPORT_TEXT_LENGTH) {
      toast.error(IMPORT_TOO_LARGE)
      return
    }
    let text: string
    try {
      text = await file.text()
    } catch {
      toast.error('Import failed: the file could not be read')
      return
    }
    importFile.mutate(
      { text },
      {
        onSuccess: (result) => {
          toast.success(`Imported ${listCountLabel(result.lists)}${result.account ? ', ' : ' and '}${catCountLabel(result.cats)}${result.account ? ' and your account' : ''}`)
          for (const warning of result.warnings) toast.warning(warning)
        },
        onError: showError,
      },
    )
  }

  return (
    <div className="flex gap-2">
      <Button className="flex-1 sm:flex-none" onClick={() => void handleExport()} disabled={exporting}>
        {exporting ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Download className="size-4" aria-hidden="true" />}
        Export
      </Button>
      <Button
        className="flex-1 sm:flex-none"
        onClick={() => fileInputRef.current?.click()}
        disabled={importFile.isPending}
      >
        {importFile.isPending ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <Upload className="size-4" aria-hidden="true" />
        )}
        Import
      </Button>
      <input
        ref={fileInputRef}
        type="file"
        accept="application/json,.json"
        className="sr-only"
        tabIndex={-1}
        aria-label="Import lists from a file"
        data-testid="import-file"
        onChange={(event) => void handleFile(event)}
      />
    </div>
  )
}
