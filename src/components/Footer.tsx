import { PRODUCT_NAME } from '../domain/product.ts'

export function Footer({ gameVersion }: { gameVersion?: string }) {
  return (
    <footer className="border-t border-line px-4 py-6 text-center text-xs text-muted">
      <p>
        {PRODUCT_NAME} is a fan project, not affiliated with PONOS. Game data and images © PONOS Corporation.
        {gameVersion ? <span> Data: The Battle Cats {gameVersion} (EN).</span> : null}
      </p>
    </footer>
  )
}
