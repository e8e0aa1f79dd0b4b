import { type EmoticonKeyword, emoticonArt } from '../../emoticon/emoticonArt'
import { emoticonImageFile } from '../../emoticon/emoticonCatalog'

// Where a badge's or emoticon's image is: an upload's link as the storage answered it
// (`/uploads/{uuid}.png` or a bucket URL), or one of our own SVG drawings (`art:{keyword}`:
// the demo channel's seeded emoticons, trusted art that uploads may never be).

const ART = 'art:'

/**
 * The stored form of one of our drawings, for the seed.
 *
 * @example artLink('airwaveHi') // 'art:airwaveHi'
 */
export const artLink = (keyword: EmoticonKeyword) => `${ART}${keyword}`

/**
 * The URL an image is served at: an upload's link as stored, a drawing under
 * `/media/emoticons/` with its current fingerprint (the answers' hook makes paths absolute).
 *
 * @example perkImageUrl('art:airwaveHi') // '/media/emoticons/airwaveHi.1a2b3c4d5e.svg'
 */
export function perkImageUrl(file: string): string {
  if (!file.startsWith(ART)) return file
  const keyword = file.slice(ART.length)
  return keyword in emoticonArt
    ? `/media/emoticons/${emoticonImageFile(keyword as EmoticonKeyword)}`
    : ''
}
