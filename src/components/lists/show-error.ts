import { toast } from '../../browser/toast.ts'

/** Repository errors already carry a message written for the player (spec §8); show it as it is. */
export function showError(error: unknown): void {
  toast.error(error instanceof Error && error.message ? error.message : 'Something went wrong with your saved lists')
}
