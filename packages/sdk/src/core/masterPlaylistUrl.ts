/**
 * The master playlist URL of a live channel or a VOD on the media origin (chosen shape:
 * `/media/{kind}/{id}/master.m3u8`). One builder so live and VOD URLs keep the same shape.
 *
 * @example
 * masterPlaylistUrl('vod', 42, 'https://m.example.com/') // 'https://m.example.com/media/vod/42/master.m3u8'
 */
export function masterPlaylistUrl(kind: 'live' | 'vod', id: string | number, origin = ''): string {
  return `${origin.replace(/\/$/, '')}/media/${kind}/${encodeURIComponent(String(id))}/master.m3u8`
}
