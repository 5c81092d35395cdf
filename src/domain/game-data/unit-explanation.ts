import { cleanText, parseTextLines } from './game-text.ts'

/** One line of Unit_Explanation{N}_en.csv: `name|description line 1|line 2|line 3|`. */
export interface FormText {
  /** empty = no English name */
  name: string
  /** the description lines joined with "\n"; empty lines left out */
  description: string
}

/** The English texts per form slot (same order as unit###.csv); null file = no English release. */
export function parseUnitExplanation(text: string | null): FormText[] {
  if (text === null) return []
  return parseTextLines(text).map((line) => {
    const [name = '', ...rest] = line.split('|')
    const description = rest
      .slice(0, 3)
      .map(cleanText)
      .filter((part) => part !== '')
      .join('\n')
    return { name: cleanText(name), description }
  })
}
