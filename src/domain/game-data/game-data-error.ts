/**
 * A problem with the game files: a missing folder or file, a malformed row, or
 * a value the importer does not know. The message names the file (and row)
 * and is meant to be shown to the user as it is, on one line.
 */
export class GameDataError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'GameDataError'
  }
}
