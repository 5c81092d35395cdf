import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../seo'
import { AccountPage } from '../components/account/AccountPage'

export const Route = createFileRoute('/account')({
  head: () =>
    pageHead({ title: 'Your Account', description: 'Your Battle Cats treasures and research, kept in this browser: every number on the site uses them.' }),
  component: AccountPage,
})
