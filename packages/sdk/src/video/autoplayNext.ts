import type { AutoplayVod } from '../contract/video/video.schemas'

/**
 * What plays when a video ends (viewing.md section 2): the first recommendation when the
 * member's autoplay setting (`isAutoPlay`, default on: chosen) is on and there is one other
 * than the video itself; otherwise nothing, and the recommendations are only offered.
 *
 * @example autoplayNext(12, [{ idx: 12 }, { idx: 40 }], true) // { idx: 40 }
 */
export function autoplayNext(
  vodNo: number,
  recommendations: readonly AutoplayVod[] | undefined,
  isAutoPlay: boolean | undefined,
): AutoplayVod | undefined {
  if (isAutoPlay === false) return undefined
  return recommendations?.find((vod) => vod.idx !== vodNo)
}
