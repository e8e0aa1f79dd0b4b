/** A stream category of the reference server, and the regions where it may not be shown. */
export interface StreamCategory {
  idx: number
  name: string
  /** Region codes (the spec's NA, TH, GC) where viewers may not watch it: CHA43005. */
  restrictedIn: readonly string[]
}

/**
 * The categories a streamer picks with the stream info update (chosen: the spec names the
 * category fields and the region restriction, not the list). Casino streams are not shown in
 * Thailand and Greater China, as gambling content is restricted there.
 */
const STREAM_CATEGORIES: readonly StreamCategory[] = [
  { idx: 1, name: 'Just Chatting', restrictedIn: [] },
  { idx: 2, name: 'Games', restrictedIn: [] },
  { idx: 3, name: 'Music', restrictedIn: [] },
  { idx: 4, name: 'Sports', restrictedIn: [] },
  { idx: 5, name: 'Casino', restrictedIn: ['TH', 'GC'] },
]

/**
 * The category with this index, if the server has one.
 *
 * @example streamCategory(5)?.name // 'Casino'
 */
export function streamCategory(idx: number | null | undefined): StreamCategory | undefined {
  return STREAM_CATEGORIES.find((category) => category.idx === idx)
}

/**
 * Whether a viewer in `region` (the client's `x-region-code`) may not watch a stream of the
 * category. A viewer whose region is unknown is not restricted.
 *
 * @example isRestrictedIn(5, 'TH') // true
 */
export function isRestrictedIn(categoryIdx: number | null | undefined, region: string | undefined) {
  if (!region) return false
  return streamCategory(categoryIdx)?.restrictedIn.includes(region.toUpperCase()) ?? false
}
