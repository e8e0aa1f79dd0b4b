export { parseRichText } from './parseRichText'
export { createRichTextRenderer, type RichTextRenderer, renderRichText } from './renderRichText'
export type {
  ParseRichTextOptions,
  RenderRichTextOptions,
  RichTextEmoticon,
  RichTextEmoticonToken,
  RichTextLineBreak,
  RichTextLink,
  RichTextMention,
  RichTextText,
  RichTextToken,
} from './richText.types'
export { richTextToPlain } from './richTextToPlain'
