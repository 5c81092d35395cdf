// Boot stage 4 (see client.tsx): the saved lists' and the compare page's URL schemas, after the settings' (stage 3).
import '../browser-db/schema.ts'
import '../domain/compare/compare-search.ts'
