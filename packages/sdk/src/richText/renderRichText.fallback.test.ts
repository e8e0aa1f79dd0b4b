import { describe, expect, it } from 'vitest'
import { renderRichText } from './renderRichText'

// Node test environment: there is no window, so rendering falls back to the escaped builder.
describe('renderRichText without a DOM', () => {
  it('returns escaped HTML with the same markup', () => {
    expect(globalThis).not.toHaveProperty('window')
    expect(
      renderRichText('<script>x</script> @mina www.example.com\n{:wave:}', {
        emoticons: { wave: { url: 'https://cdn.example.com/wave.png' } },
      }),
    ).toBe(
      '&lt;script&gt;x&lt;/script&gt; <span class="aw-rt-mention" data-mention="mina">@mina</span> <a class="aw-rt-link" href="https://www.example.com/" target="_blank" rel="noopener noreferrer">www.example.com</a><br><img class="aw-rt-emoticon" src="https://cdn.example.com/wave.png" alt="wave" data-emoticon="wave">',
    )
  })

  it('escapes quotes in attribute values', () => {
    expect(renderRichText([{ type: 'emoticon', key: `a"b'c`, url: 'https://x.com/"' }])).toBe(
      '<img class="aw-rt-emoticon" src="https://x.com/%22" alt="a&quot;b&#39;c" data-emoticon="a&quot;b&#39;c">',
    )
  })
})
