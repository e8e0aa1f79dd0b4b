/** Plain text, shown as typed (escaped when rendered). */
export interface RichTextText {
  readonly type: 'text'
  readonly text: string
}

/** A URL found in the text; `href` is always an absolute http: or https: URL. */
export interface RichTextLink {
  readonly type: 'link'
  readonly href: string
  /** The URL as typed, shown as the link's text. */
  readonly text: string
}

/** A word starting with @; `name` is without the @. */
export interface RichTextMention {
  readonly type: 'mention'
  readonly name: string
}

/** A known emoticon the reader may see; `url` is always an absolute http: or https: URL. */
export interface RichTextEmoticonToken {
  readonly type: 'emoticon'
  readonly key: string
  readonly url: string
}

export interface RichTextLineBreak {
  readonly type: 'lineBreak'
}

/**
 * One piece of parsed comment, reply or chat text.
 *
 * @example
 * const token: RichTextToken = { type: 'mention', name: 'mina' }
 */
export type RichTextToken =
  | RichTextText
  | RichTextLink
  | RichTextMention
  | RichTextEmoticonToken
  | RichTextLineBreak

/**
 * What an emoticon key stands for. `subscriberOnly` emoticons belong to the channel `channelId`.
 *
 * @example
 * const wave: RichTextEmoticon = { url: 'https://cdn.example.com/wave.png' }
 */
export interface RichTextEmoticon {
  readonly url: string
  readonly subscriberOnly?: boolean
  readonly channelId?: string
}

/**
 * Options of `parseRichText`.
 *
 * @example
 * const options: ParseRichTextOptions = {
 *   emoticons: { wave: { url: 'https://cdn.example.com/wave.png' } },
 *   isSubscriber: (channelId) => channelId === 'mina',
 * }
 */
export interface ParseRichTextOptions {
  /** Known emoticons by key. Keys not found here are stripped from the text. */
  readonly emoticons?:
    | Readonly<Record<string, RichTextEmoticon>>
    | ReadonlyMap<string, RichTextEmoticon>
  /**
   * Whether the reader subscribes (to the emoticon's channel, when a function). Defaults to false,
   * so subscriber-only emoticons are removed unless the caller says otherwise.
   */
  readonly isSubscriber?: boolean | ((channelId: string | undefined) => boolean)
}

/**
 * Options of `renderRichText`: the parse options (used when given text) and how mentions render.
 *
 * @example
 * const options: RenderRichTextOptions = {
 *   mentionHref: (name) => `https://airwave.example/${encodeURIComponent(name)}`,
 * }
 */
export interface RenderRichTextOptions extends ParseRichTextOptions {
  /**
   * Where a mention links to: an absolute http(s) URL, or undefined for a plain span. Anything
   * else is ignored (the mention renders as a span).
   */
  readonly mentionHref?: (name: string) => string | undefined
}
