import { type AnyColumn, type SQL, sql } from 'drizzle-orm'
import { storableText } from '../community/text'
import { badRequest } from '../http/httpError'

// How well a text matches a search term, as one number: exact 4, prefix 3, full-text 2 to 3
// (a whole word or a word's start, PostgreSQL's `simple` configuration so names in any language
// are matched as written), trigram 1 to 2 (pg_trgm: short and misspelled terms), 0 no match.
// Ordering by it puts exact before prefix before full-text before trigram.

/** The longest term searched (chosen: longer ones are not names or titles). */
const TERM_MAX = 100
/**
 * Least pg_trgm `word_similarity` of a trigram match: "airwve" reaches "airwave" (about 0.7)
 * while unrelated names stay below (chosen by trying names of the demo data and typos of them).
 */
const TRIGRAM_MIN = 0.4

/** A search term, ready for the rank: lowered, its LIKE prefix and its full-text query. */
export interface SearchTerm {
  text: string
  prefix: string
  /** `word:* & word:*`, or undefined when the term has no letters or digits. */
  tsQuery: string | undefined
}

/**
 * The term of a search: trimmed and lowered; `undefined` for an empty or blank one (the spec:
 * such searches are ignored); 400 past {@link TERM_MAX} characters.
 *
 * @example searchTerm('  Air wave ') // { text: 'air wave', prefix: 'air wave%', tsQuery: "'air':* & 'wave':*" }
 */
export function searchTerm(raw: string | undefined): SearchTerm | undefined {
  const text = raw?.trim().toLowerCase()
  if (!text) return undefined
  if (text.length > TERM_MAX || text.includes('\u0000')) {
    throw badRequest(`A search term holds 1 to ${TERM_MAX} characters`)
  }
  const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  return {
    text,
    prefix: `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    tsQuery: words.length ? words.map((word) => `'${word}':*`).join(' & ') : undefined,
  }
}

/**
 * The rank of one text column against the term (see above), as SQL.
 *
 * @example sql`greatest(${textRank(channels.handle, term)}, ${textRank(channels.nickname, term)})`
 */
export function textRank(column: AnyColumn | SQL, term: SearchTerm): SQL<number> {
  const lowered = sql`lower(${column})`
  // One word is looked for inside the text (a typo of one word of a title); several words are
  // compared with the whole text, or one shared word ("nick") would match every name.
  const trigram = term.tsQuery?.includes(' & ')
    ? sql`public.similarity(${term.text}, ${lowered})`
    : sql`public.word_similarity(${term.text}, ${lowered})`
  const fullText = term.tsQuery
    ? sql`when to_tsvector('simple', ${column}) @@ to_tsquery('simple', ${term.tsQuery})
        then 2 + least(ts_rank(to_tsvector('simple', ${column}), to_tsquery('simple', ${term.tsQuery})), 0.99)`
    : sql``
  return sql<number>`(case
    when ${lowered} = ${term.text} then 4
    when ${lowered} like ${term.prefix} then 3
    ${fullText}
    when ${trigram} >= ${TRIGRAM_MIN} then 1 + ${trigram}
    else 0 end)`
}

/**
 * The rank of a tag list against the term: an exact tag ranks as a prefix (3), else 0.
 *
 * @example textRank(mediaVods.title, term) and tagRank(mediaVods.tags, term)
 */
export function tagRank(tags: AnyColumn | SQL, term: SearchTerm): SQL<number> {
  return sql<number>`(case when exists (select 1 from unnest(${tags}) as tag where lower(tag) = ${term.text}) then 3 else 0 end)`
}

/** What a stream or video search looks for: an exact tag, or a term. */
export type SearchBy = { tag: string } | { term: SearchTerm }

/**
 * What a search asks for: `tagName` when given (an exact tag, checked as stored text), else the
 * `keyword`'s term; `undefined` when neither has anything in it.
 *
 * @example const by = searchBy(query); if (!by) return pageOf([], 0, page, limit)
 */
export function searchBy(
  query: { keyword?: string; tagName?: string } | undefined,
): SearchBy | undefined {
  const tag = query?.tagName?.trim()
  if (tag) return { tag: storableText(tag, 'tagName') }
  const term = searchTerm(query?.keyword)
  return term ? { term } : undefined
}

/**
 * Whether the tag list holds `tag` exactly (case aside): what `tagName` searches.
 *
 * @example hasTag(mediaVods.tags, 'fps')
 */
export function hasTag(tags: AnyColumn | SQL, tag: string): SQL {
  return sql`exists (select 1 from unnest(${tags}) as tag where lower(tag) = ${tag.trim().toLowerCase()})`
}

/** Page and size of a search: page 1 and 20 unless asked (chosen: at most 50 a page). */
export function searchPage(query: { page?: number | undefined; limit?: number | undefined }) {
  const page = query.page ?? 1
  const limit = query.limit ?? 20
  if (!Number.isInteger(page) || page < 1 || page > 10_000) {
    throw badRequest('page must be a whole number from 1')
  }
  if (!Number.isInteger(limit) || limit < 1 || limit > 50) {
    throw badRequest('limit must be a whole number from 1 to 50')
  }
  return { page, limit, offset: (page - 1) * limit }
}
