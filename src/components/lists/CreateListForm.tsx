import { useRef, useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../browser/toast.ts'
import { Plus } from 'lucide-react'
import { listNameInputLimit } from '../../browser-db/schema.ts'
import { showError } from './show-error.ts'
import { createListMutation } from '../../queries/lists.ts'
import { Button } from '../ui/Button'
import { TextField } from '../ui/Field'

export function CreateListForm() {
  const queryClient = useQueryClient()
  const create = useMutation(createListMutation(queryClient))
  const [name, setName] = useState('')
  // A double click submits twice before the button is disabled: the second would find the name taken
  // and its error would be all the player sees (the mutation keeps only the last call's callbacks).
  const submitting = useRef(false)

  return (
    <form
      className="card mt-6 flex flex-col gap-2 p-4 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault()
        if (submitting.current) return
        submitting.current = true
        create.mutate(
          { name },
          {
            onSuccess: (list) => {
              setName('')
              toast.success(`Created the list "${list.name}"`)
            },
            onError: showError,
            onSettled: () => {
              submitting.current = false
            },
          },
        )
      }}
    >
      <TextField
        label="New list"
        className="font-normal"
        value={name}
        onChange={(event) => setName(event.target.value)}
        placeholder="e.g. Uber team, Farming stage"
        maxLength={listNameInputLimit(name)}
        autoComplete="off"
        required
      />
      <Button type="submit" variant="primary" disabled={create.isPending}>
        <Plus className="size-4" aria-hidden="true" />
        Create list
      </Button>
    </form>
  )
}
