export { openCodexDb, closeCodexDb, type CodexDb } from './database.ts'
export { getLists, getList, createList, renameList, setLevelMode, deleteList, setLineup, LINEUP_CAT_NOT_IN_LIST } from './cat-lists.ts'
export { addCat, updateCat, moveCat, removeCat, restoreCat, getCats, getFirstCats, getSavedPlaces, type SavedPlace } from './saved-cats.ts'
export {
  exportBundle,
  importBundle,
  importBundleAsking,
  undoImport,
  exportBundleSchema,
  BUNDLE_VERSION,
  MAX_IMPORT_TEXT_LENGTH,
  MAX_BUNDLE_LISTS,
  MAX_BUNDLE_CATS,
  IMPORT_FAILED,
  IMPORT_TOO_LARGE,
  IMPORT_NOT_JSON,
  IMPORT_NOT_A_BUNDLE,
  IMPORT_UNSUPPORTED_VERSION,
  IMPORT_TOO_MANY,
  IMPORT_NOT_SAVED,
  UNDO_CHANGED_SINCE,
  UNDO_NOT_SAVED,
  UNDO_ACCOUNT_NOT_SAVED,
  type ExportBundle,
  type ImportResult,
  type ImportOutcome,
  type ImportSnapshot,
} from './bundle.ts'
export { countChanges, type NewerChanges, type ListChanges, type CatChange, type CatDifference, type ListDifference } from './import-changes.ts'
export {
  CodexDbError,
  CODEX_DB_ERROR_CODES,
  UNIT_ALREADY_IN_LIST,
  CAT_NOT_FOUND,
  DUPLICATE_LIST_NAME,
  LIST_NOT_FOUND,
  MAIN_LIST_UNDELETABLE,
  BROWSER_ONLY,
  type CodexDbErrorCode,
} from './errors.ts'
export * from './schema.ts'
