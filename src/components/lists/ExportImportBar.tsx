import { useRef, useState, type ChangeEvent } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../browser/toast.ts'
import { Download, LoaderCircle, Undo2, Upload } from 'lucide-react'
import { IMPORT_TOO_LARGE, MAX_IMPORT_TEXT_LENGTH, exportBundle, type ImportSnapshot, type NewerChanges } from '../../browser-db/index.ts'
import { downloadBundle } from './export-file.ts'
import { ImportConfirmDialog } from './ImportConfirmDialog'
import { catCountLabel } from './list-labels.ts'
import { showError } from './show-error.ts'
import { importBundleMutation, undoImportMutation } from '../../queries/lists.ts'
import { Button } from '../ui/Button'

function listCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'list' : 'lists'}`
}

export function ExportImportBar() {
  const queryClient = useQueryClient()
  const importFile = useMutation(importBundleMutation(queryClient))
  const undo = useMutation(undoImportMutation(queryClient))
  // The file that would replace newer changes, while the player is asked (a ref: the dialog's close event reads it after a reply).
  const asking = useRef<{ text: string; changes: NewerChanges } | null>(null)
  const [askingChanges, setAskingChanges] = useState<NewerChanges | null>(null)
  // The last import's Undo, offered once: by its toast or by the button, whichever comes first.
  const undoable = useRef<{ snapshot: ImportSnapshot; toastId: string | number } | null>(null)
  const [canUndo, setCanUndo] = useState(false)
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
    runImport(text)
  }

  /** Imports, or first asks about what the file would replace that is newer here (`confirmed`: what the player agreed to). */
  const runImport = (text: string, confirmed?: NewerChanges) => {
    importFile.mutate(
      { text, confirmed },
      {
        onSuccess: (outcome) => {
          if (outcome.status === 'confirm') {
            asking.current = { text, changes: outcome.changes }
            setAskingChanges(outcome.changes)
            return
          }
          const { result, undo } = outcome
          const toastId = toast.success(
            `Imported ${listCountLabel(result.lists)}${result.account ? ', ' : ' and '}${catCountLabel(result.cats)}${result.account ? ' and your account' : ''}`,
            { action: { label: 'Undo', onClick: () => undoImport(undo) } },
          )
          undoable.current = { snapshot: undo, toastId }
          setCanUndo(true)
          for (const warning of result.warnings) toast.warning(warning)
        },
        onError: showError,
      },
    )
  }

  const undoImport = (snapshot: ImportSnapshot) => {
    const current = undoable.current
    if (current?.snapshot !== snapshot) return
    undoable.current = null
    setCanUndo(false)
    toast.dismiss(current.toastId)
    undo.mutate({ snapshot }, { onSuccess: () => toast.success('Import undone: your lists are as they were before it'), onError: showError })
  }

  const closeQuestion = (replace: boolean) => {
    const question = asking.current
    asking.current = null
    setAskingChanges(null)
    if (!question) return
    if (replace) runImport(question.text, question.changes)
    else toast.success('Import cancelled: nothing was changed')
  }

  return (
    <div className="flex flex-wrap gap-2 sm:shrink-0 sm:flex-nowrap">
      <Button className="flex-1 sm:flex-none" onClick={() => void handleExport()} disabled={exporting}>
        {exporting ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Download className="size-4" aria-hidden="true" />}
        Export
      </Button>
      <Button className="flex-1 sm:flex-none" onClick={() => fileInputRef.current?.click()} disabled={importFile.isPending}>
        {importFile.isPending ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Upload className="size-4" aria-hidden="true" />}
        Import
      </Button>
      {canUndo ? (
        <Button className="basis-full sm:basis-auto" onClick={() => undoable.current && undoImport(undoable.current.snapshot)}>
          <Undo2 className="size-4" aria-hidden="true" />
          Undo import
        </Button>
      ) : null}
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
      <ImportConfirmDialog changes={askingChanges} onReplace={() => closeQuestion(true)} onCancel={() => closeQuestion(false)} />
    </div>
  )
}
