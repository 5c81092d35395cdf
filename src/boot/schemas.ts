// Boot stage 3 (see client.tsx): the settings, saved-data and compare-URL schemas, built at
// their modules' load; with the routes they made one task too long.
import '../domain/settings/settings.ts'
import '../browser-db/schema.ts'
import '../domain/compare/compare-search.ts'
