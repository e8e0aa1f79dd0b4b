import { Link } from 'react-router'

/** Categories as chips, each to the category's live page. */
export function CategoryChips({
  label,
  categories,
}: {
  label: string
  categories: readonly { name: string; pathName: string }[]
}) {
  return (
    <ul className="aw-site-chips" aria-label={label}>
      {categories.map((category) => (
        <li key={category.pathName}>
          <Link
            className="aw-site-chip"
            to={`/category/${encodeURIComponent(category.pathName)}/live`}
          >
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  )
}
