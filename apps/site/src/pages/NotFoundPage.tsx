import { NotFound } from '../ui/states'

/** Any address no route matches. */
export function NotFoundPage() {
  return <NotFound />
}
