// Boot stage 3 (see client.tsx): the settings and their URL codec's schemas, built at their modules' load;
// with the routes they made one task too long, and with the saved-list and compare schemas one of 11–23 ms.
import '../domain/settings/settings.ts'
import '../domain/settings/search.ts'
