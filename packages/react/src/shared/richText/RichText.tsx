import { type ParseRichTextOptions, parseRichText } from '@airwave/sdk/rich-text'
import { memo } from 'react'

export interface RichTextProps {
  text: string
  emoticons?: ParseRichTextOptions['emoticons']
  isSubscriber?: ParseRichTextOptions['isSubscriber']
}

/**
 * A member's text (chat, messages, comments) through the kit's rich-text rules (`parseRichText`
 * from `@airwave/sdk/rich-text`): links (absolute http(s) only, new tab), @mentions, the
 * channel's emoticons the viewer may see, line breaks; unknown and locked emoticon markers are
 * dropped. Chosen: the tokens become React elements, not an HTML string, so no user text ever
 * reaches `innerHTML`: React escapes every text node and the parser only ever hands out http(s)
 * URLs. That keeps DOMPurify (about 9 kB gzipped) out of every React entry; the SDK's HTML
 * renderer (`renderRichText`) remains for pages without React.
 *
 * @example
 * <RichText text="hi @mina {:wave:} www.airwave.test" emoticons={lookup} isSubscriber={isSubscriber} />
 */
export const RichText = memo(function RichText({ text, emoticons, isSubscriber }: RichTextProps) {
  const tokens = parseRichText(text, {
    ...(emoticons ? { emoticons } : {}),
    ...(isSubscriber === undefined ? {} : { isSubscriber }),
  })
  return (
    <>
      {tokens.map((token, index) => {
        // Tokens have no identity of their own; their place in a text that never changes does.
        const key = index
        switch (token.type) {
          case 'text':
            return token.text
          case 'lineBreak':
            return <br key={key} />
          case 'link':
            return (
              <a
                key={key}
                className="aw-rt-link"
                href={token.href}
                target="_blank"
                rel="noopener noreferrer nofollow ugc"
              >
                {token.text}
              </a>
            )
          case 'mention':
            return (
              <span key={key} className="aw-rt-mention" data-mention={token.name}>
                @{token.name}
              </span>
            )
          case 'emoticon':
            return (
              <img
                key={key}
                className="aw-rt-emoticon"
                src={token.url}
                alt={token.key}
                title={token.key}
                loading="lazy"
                decoding="async"
                width={28}
                height={28}
              />
            )
        }
        return null
      })}
    </>
  )
})
