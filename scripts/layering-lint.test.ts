import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The layering rules of eslint.config.js, run on snippets as if they were files in the tree.
const eslint = new ESLint({ cwd: process.cwd() })

async function layeringErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = imported\n`, { filePath })
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message)
}

describe('layering lint rule', () => {
  it.each([
    ['src/domain/stats/upward.ts', "import { imported } from '../../components/unit/StatsTable.tsx'"],
    ['src/domain/stats/upward.ts', "import { imported } from '../../routes/index.tsx'"],
    ['src/domain/stats/upward.ts', "import { imported } from '../../server/dataset.server.ts'"],
    ['src/domain/stats/upward.ts', "import { imported } from '../../queries/units.ts'"],
    ['src/domain/stats/upward.ts', "import { imported } from '../../browser-db/schema.ts'"],
    ['src/domain/stats/upward.ts', "import { imported } from '../../pwa/offline-support.ts'"],
    ['src/domain/stats/upward.ts', "import { imported } from '../../browser/account-store.ts'"],
    ['src/domain/stats/upward.ts', "import { imported } from '../../browser/toast.ts'"],
    ['src/domain/stats/upward.ts', "import { imported } from '~/browser/image-prefetch.ts'"],
    ['src/domain/stats/upward.ts', "import { imported } from '../../text/format.ts'"],
    ['src/domain/stats/upward.ts', "import { imported } from '../../icons/icons.ts'"],
    ['src/domain/settings/codecs/upward.ts', "import { imported } from '../../../browser/account-store.ts'"],
    ['src/domain/feedback/upward.ts', "import { imported } from '../../components/feedback/feedback-form.ts'"],
    ['src/domain/stats/upward.ts', "export { imported } from '../../components/ui/Dialog.tsx'"],
    ['src/server/upward.functions.ts', "import { imported } from '../components/changes/ChangesPage.tsx'"],
    ['src/server/upward.ts', "import { imported } from '../routes/changes.tsx'"],
    ['src/server/upward.server.ts', "import { imported } from '../browser/account-store.ts'"],
    ['src/server/upward.server.ts', "import { imported } from '../browser/toast.ts'"],
    ['src/server/upward.server.ts', "import { imported } from '../queries/units.ts'"],
    ['src/server/upward.server.ts', "import { imported } from '~/components/ui/Menu.tsx'"],
    ['src/text/upward-text.ts', "import { imported } from '../components/unit/StatsTable.tsx'"],
    ['src/text/upward-text.ts', "import { imported } from '../server/dataset.server.ts'"],
    ['src/text/upward-text.ts', "import { imported } from '../browser/toast.ts'"],
    ['src/text/upward-text.ts', "import { imported } from 'react'"],
    ['src/icons/upward.ts', "import { imported } from '../components/search/UnitIcon.tsx'"],
    ['src/icons/upward.ts', "import { imported } from '../server/dataset.server.ts'"],
    ['src/icons/upward.ts', "import { imported } from '../browser/image-prefetch.ts'"],
    ['src/browser/upward.ts', "import { imported } from '../components/ToasterAfterHydration.tsx'"],
    ['src/browser/upward.ts', "import { imported } from '../server/dataset.server.ts'"],
  ])('%s: %s is refused', async (filePath, code) => {
    expect(await layeringErrors(filePath, code)).toHaveLength(1)
  })

  it.each([
    ['src/domain/stats/downward.ts', "import { imported } from '../zod-mini.ts'"],
    ['src/domain/stats/downward.ts', "import { imported } from '../settings/settings.ts'"],
    ['src/domain/stats/downward.ts', "import { imported } from '../settings/codecs/counter-cats.ts'"],
    ['src/domain/settings/codecs/downward.ts', "import { imported } from '../../orbs.ts'"],
    ['src/domain/feedback/downward.ts', "import { imported } from '../zod-mini.ts'"],
    ['src/server/downward.functions.ts', "import { imported } from '../text/change-text.ts'"],
    ['src/server/downward.server.ts', "import { imported } from '../domain/units.ts'"],
    ['src/server/downward.server.ts', "import { imported } from '../domain/feedback/survey.ts'"],
    ['src/server/downward.server.ts', "import { imported } from '../domain/settings/codecs/counter-cats.ts'"],
    ['src/text/downward-text.ts', "import { imported } from './format.ts'"],
    ['src/text/downward-text.ts', "import { imported } from '../domain/units.ts'"],
    ['src/icons/downward.ts', "import { imported } from '../domain/compare/abilities.ts'"],
    ['src/browser/downward.ts', "import { imported } from '../domain/settings/account.ts'"],
    ['src/components/downward.tsx', "import { imported } from '../browser/toast.ts'"],
    ['src/components/downward.tsx', "import { imported } from '../text/product.ts'"],
    ['src/components/sideways.tsx', "import { imported } from './ui/Dialog.tsx'"],
  ])('%s: %s passes', async (filePath, code) => {
    expect(await layeringErrors(filePath, code)).toEqual([])
  })
})
