import { createHash } from 'node:crypto'
import { type EmoticonKeyword, emoticonArt, emoticonSvg } from './emoticonArt'

// What the picker offers every viewer: the default groups. Static: the spec serves the default
// list from a static file. Subscriber emoticons are the streamers' uploads (the database); the
// demo channel's seeded ones are drawn here too (`airwaveHi`...), as our own trusted art.

type UiLanguage = 'en-US' | 'ko-KR' | 'th-TH' | 'zh-CN' | 'zh-TW' | 'ja-JP'

interface CatalogueGroup {
  /** The group's key in the list answer. */
  id: string
  /** Its tab title in every UI language of the kit. */
  name: Record<UiLanguage, string>
  emoticons: readonly EmoticonKeyword[]
}

/** The default emoticon groups, in the order the picker lists them. */
export const defaultGroups: readonly CatalogueGroup[] = [
  {
    id: 'basic',
    name: {
      'en-US': 'Basic',
      'ko-KR': '기본',
      'th-TH': 'พื้นฐาน',
      'zh-CN': '基本',
      'zh-TW': '基本',
      'ja-JP': 'ベーシック',
    },
    emoticons: ['wave', 'smile', 'laugh', 'wink', 'love', 'cool', 'wow', 'sad', 'angry', 'sleepy'],
  },
  {
    id: 'reactions',
    name: {
      'en-US': 'Reactions',
      'ko-KR': '리액션',
      'th-TH': 'รีแอคชัน',
      'zh-CN': '回应',
      'zh-TW': '回應',
      'ja-JP': 'リアクション',
    },
    emoticons: ['heart', 'star', 'fire', 'hype', 'gg', 'check'],
  },
]

interface EmoticonImage {
  /** `{keyword}.{fingerprint}.svg`: a new drawing gets a new name, so caches may keep it. */
  file: string
  body: Buffer
}

function drawImage(keyword: EmoticonKeyword): EmoticonImage {
  const body = Buffer.from(emoticonSvg(keyword))
  const fingerprint = createHash('sha256').update(body).digest('hex').slice(0, 10)
  return { file: `${keyword}.${fingerprint}.svg`, body }
}

const images = Object.fromEntries(
  Object.keys(emoticonArt).map((keyword) => [keyword, drawImage(keyword as EmoticonKeyword)]),
) as Record<EmoticonKeyword, EmoticonImage>
const imagesByFile = new Map(Object.values(images).map((image) => [image.file, image.body]))

/**
 * The file name an emoticon's image is served under (`/media/emoticons/{file}`).
 *
 * @example
 * emoticonImageFile('wave') // 'wave.1a2b3c4d5e.svg'
 */
export function emoticonImageFile(keyword: EmoticonKeyword): string {
  return images[keyword].file
}

/**
 * The SVG of a served file name, if it is one of ours.
 *
 * @example
 * const svg = emoticonImage('wave.1a2b3c4d5e.svg')
 */
export function emoticonImage(file: string): Buffer | undefined {
  return imagesByFile.get(file)
}
