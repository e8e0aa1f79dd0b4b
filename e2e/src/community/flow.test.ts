import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { type SiteServer, startSiteServer } from '../siteServer'
import { seriousAxeFindings } from './axe'
import { type ApiClient, apiAs, recordErrors, STREAMER, signIn, signOut, VIEWER1 } from './harness'

// One post, followed from an anonymous visitor to viewer1 and then to the streamer in one tab,
// as a person would use it: each step waits for what the page shows, then the server's counts
// are compared with the page's after a reload.

const POST_TEXT = 'E2E community post: what should we play next week?'
const VIEWER2_TEXT = 'Viewer two says: a racing game please'
const VIEWER3_TEXT = 'Viewer three says: buy my followers at spam.example'
const REPLY_TEXT = 'Agreed, racing it is'

let site: SiteServer
let browser: Browser
let context: BrowserContext
let page: Page
let errors: string[]
let streamer: ApiClient
let postIdx: number
let postPath: string

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSiteServer(), launchChromium()])
  streamer = await apiAs(site.url, STREAMER)
  const [viewer2, viewer3] = await Promise.all([
    apiAs(site.url, 'viewer2@airwave.test'),
    apiAs(site.url, 'viewer3@airwave.test'),
  ])
  postIdx = (await streamer.community.createPost({ content: POST_TEXT })).idx
  postPath = `/airwave/community/${postIdx}`
  // Two comments from others, older than anything viewer1 writes.
  await viewer2.community.createComment(postIdx, { content: VIEWER2_TEXT })
  await viewer3.community.createComment(postIdx, { content: VIEWER3_TEXT })
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  page = await context.newPage()
  errors = recordErrors(page)
})

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await site?.stop()
})

/** The top-level comments of the post, in the order shown. */
function comments(): Locator {
  return page
    .getByRole('region', { name: /comment/ })
    .getByRole('list')
    .first()
    .locator(':scope > li')
}

/** A top-level comment of the list, found by its text (replies are items of their own). */
function comment(text: string): Locator {
  return comments().filter({ hasText: text })
}

async function openMenuItem(item: Locator, name: string): Promise<void> {
  await item.getByRole('button', { name: 'More options' }).first().click()
  await page.getByRole('menuitem', { name }).click()
}

/** Resolves with the first answer to `method` on a path that `path` matches. */
function answerTo(method: string, path: RegExp) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === method && path.test(new URL(response.url()).pathname),
  )
}

describe('the community of a post, in chromium against the real server', () => {
  it('lets an anonymous visitor read the post, and prompts them to log in on like', async () => {
    await page.goto(`${site.url}${postPath}`)
    await page.getByText(POST_TEXT).waitFor()
    await comment(VIEWER2_TEXT).waitFor()
    await comment(VIEWER3_TEXT).waitFor()
    await page.getByRole('heading', { name: '2 comments' }).waitFor()

    await page.getByRole('button', { name: /^Like, 0 likes$/ }).click()
    const prompt = page.getByRole('dialog', { name: 'Log in to continue' })
    await prompt.waitFor()
    expect(await seriousAxeFindings(page, 'post, login prompt')).toEqual([])
    await prompt.getByRole('button', { name: 'Log in' }).click()
    await page.waitForURL(`${site.url}/login?returnUrl=${encodeURIComponent(postPath)}`)
    expect((await streamer.community.getPost(postIdx, { channelId: 'airwave' })).likeCnt).toBe(0)
  })

  it('signs viewer1 in on the login page and returns to the post', async () => {
    await signIn(page, VIEWER1)
    await page.waitForURL(`${site.url}${postPath}`)
    await page.getByRole('heading', { name: '2 comments' }).waitFor()
  })

  it('posts a comment with an emoticon from the picker, a link and a mention', async () => {
    const box = page.getByRole('textbox', { name: 'Write a comment' })
    await box.click()
    await box.fill('Count me in ')
    await page.getByRole('button', { name: 'Emoticons' }).first().click()
    const picker = page.getByRole('dialog', { name: 'Emoticons' })
    await picker.getByRole('tab', { name: 'Others' }).click()
    await picker.getByRole('button', { name: 'wave', exact: true }).waitFor()
    expect(await seriousAxeFindings(page, 'post, emoticon picker open')).toEqual([])
    await picker.getByRole('button', { name: 'wave', exact: true }).click()
    await picker.waitFor({ state: 'detached' })
    // The caret stands after the inserted token.
    await page.keyboard.type(' rules at https://example.com/rules ask @viewer2')
    expect(await box.inputValue()).toBe(
      'Count me in {:wave:} rules at https://example.com/rules ask @viewer2',
    )
    const created = answerTo('POST', new RegExp(`^/v2/channel/post/${postIdx}/comment$`))
    await page.getByRole('button', { name: 'Comment', exact: true }).first().click()
    expect((await created).ok()).toBe(true)

    const mine = comment('Count me in')
    await mine.waitFor()
    await page.getByRole('heading', { name: '3 comments' }).waitFor()
    expect(await box.inputValue()).toBe('')
    // The server's own emoticon image, loaded.
    const wave = mine.getByRole('img', { name: 'wave' })
    await expect
      .poll(() => wave.getAttribute('src'))
      .toMatch(new RegExp(`^${site.url}/media/emoticons/wave\\.[0-9a-f]{10}\\.svg$`))
    await expect.poll(() => wave.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64)
    const link = mine.getByRole('link', { name: 'https://example.com/rules' })
    expect(await link.getAttribute('href')).toBe('https://example.com/rules')
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc')
    const mention = mine.locator('[data-mention="viewer2"]')
    expect(await mention.textContent()).toBe('@viewer2')
    // The newest comment comes first.
    expect(await comments().first().textContent()).toContain('Count me in')
  })

  it('replies to a comment', async () => {
    const theirs = comment(VIEWER2_TEXT)
    await theirs.getByRole('button', { name: 'Reply', exact: true }).click()
    const box = theirs.getByRole('textbox', { name: 'Write a reply' })
    await box.fill(REPLY_TEXT)
    const created = answerTo('POST', /^\/v2\/channel\/post\/comment\/\d+\/reply$/)
    await theirs.locator('form').getByRole('button', { name: 'Reply', exact: true }).click()
    expect((await created).ok()).toBe(true)
    await theirs.getByRole('listitem').filter({ hasText: REPLY_TEXT }).waitFor()
    await theirs.getByRole('button', { name: 'Hide replies' }).waitFor()
    const replies = await streamer.community.listReplies(
      (await findComment(VIEWER2_TEXT)).commentIdx,
      {},
    )
    expect(replies.postCommentReplies.map((reply) => reply.content)).toEqual([REPLY_TEXT])
  })

  it('likes and unlikes the post', async () => {
    const like = page.getByRole('button', { name: /^Like, \d+ likes?$/ })
    const liked = answerTo('POST', new RegExp(`^/v2/channel/post/${postIdx}/like$`))
    await like.click()
    expect((await liked).ok()).toBe(true)
    await page.getByRole('button', { name: 'Like, 1 like', pressed: true }).waitFor()
    expect((await streamer.community.getPost(postIdx, { channelId: 'airwave' })).likeCnt).toBe(1)

    const unliked = answerTo('DELETE', new RegExp(`^/v2/channel/post/${postIdx}/like$`))
    await like.click()
    expect((await unliked).ok()).toBe(true)
    await page.getByRole('button', { name: 'Like, 0 likes', pressed: false }).waitFor()
    expect((await streamer.community.getPost(postIdx, { channelId: 'airwave' })).likeCnt).toBe(0)
  })

  it('likes and unlikes a comment', async () => {
    const theirs = comment(VIEWER2_TEXT)
    const like = theirs.getByRole('button', { name: /^Like \d+ likes?$/ }).first()
    expect(await like.getAttribute('aria-label')).toBe('Like 0 likes')
    const liked = answerTo('POST', /^\/v2\/channel\/post\/comment\/\d+\/like$/)
    await like.click()
    expect((await liked).ok()).toBe(true)
    expect(await like.getAttribute('aria-pressed')).toBe('true')
    expect(await like.getAttribute('aria-label')).toBe('Like 1 like')
    expect((await findComment(VIEWER2_TEXT)).likeCnt).toBe(1)

    const unliked = answerTo('DELETE', /^\/v2\/channel\/post\/comment\/\d+\/like$/)
    await like.click()
    expect((await unliked).ok()).toBe(true)
    expect(await like.getAttribute('aria-pressed')).toBe('false')
    expect(await like.getAttribute('aria-label')).toBe('Like 0 likes')
    expect((await findComment(VIEWER2_TEXT)).likeCnt).toBe(0)
  })

  it('reports a comment, and is told it was already reported the second time', async () => {
    const spam = comment(VIEWER3_TEXT)
    const report = async () => {
      await openMenuItem(spam, 'Report')
      const dialog = page.getByRole('dialog', { name: 'Report' })
      await dialog.getByRole('radio', { name: 'Spam or advertising' }).check()
      expect(await seriousAxeFindings(page, 'post, report dialog')).toEqual([])
      const sent = answerTo('POST', /^\/v2\/channel\/post\/comment\/\d+\/report$/)
      await dialog.getByRole('button', { name: 'Report' }).click()
      return (await sent).status()
    }
    expect(await report()).toBe(200)
    expect(await report()).toBeGreaterThanOrEqual(400)
    const alert = page.getByRole('alertdialog', { name: 'Already reported' })
    await alert.getByText('You have already reported this.').waitFor()
    expect(await seriousAxeFindings(page, 'post, already reported alert')).toEqual([])
    await alert.getByRole('button', { name: 'OK' }).click()
    await alert.waitFor({ state: 'detached' })
  })

  it("blocks a comment's author and shows the placeholder instead of their text", async () => {
    const spam = comment(VIEWER3_TEXT)
    await openMenuItem(spam, 'Block user')
    const confirm = page.getByRole('alertdialog', { name: /^Block / })
    const blocked = answerTo('POST', /^\/v2\/channel\/block$/)
    await confirm.getByRole('button', { name: 'Block' }).click()
    expect((await blocked).ok()).toBe(true)
    await page.getByText('This content is from a user you blocked.').waitFor()
    await comment(VIEWER3_TEXT).waitFor({ state: 'detached' })
    // Only that author: the other comments keep their text, on the page and after a reload.
    expect(await page.getByText('This content is from a user you blocked.').count()).toBe(1)
    await page.reload()
    await comments().nth(2).waitFor()
    expect(await page.getByText('This content is from a user you blocked.').count()).toBe(1)
    await comment(VIEWER2_TEXT).waitFor()
    await comment('Count me in').waitFor()
  })

  it('lets the streamer pin a comment, replace the pin after confirming, and delete one', async () => {
    await signOut(page)
    await page.goto(`${site.url}/login?returnUrl=${encodeURIComponent(postPath)}`)
    await signIn(page, STREAMER)
    await page.waitForURL(`${site.url}${postPath}`)
    // Blocks belong to the member who made them: the streamer still sees viewer3's text.
    await comment(VIEWER3_TEXT).waitFor()

    const pinned = answerTo('POST', /^\/v2\/channel\/post\/comment\/\d+\/fix$/)
    await openMenuItem(comment('Count me in'), 'Pin')
    expect((await pinned).ok()).toBe(true)
    await comment('Count me in').getByRole('img', { name: 'Pinned' }).waitFor()

    await openMenuItem(comment(VIEWER2_TEXT), 'Pin')
    const confirm = page.getByRole('alertdialog', { name: 'Replace the pinned comment?' })
    await confirm.waitFor()
    expect(await seriousAxeFindings(page, 'post, pin replacement dialog')).toEqual([])
    const replaced = answerTo('POST', /^\/v2\/channel\/post\/comment\/\d+\/fix$/)
    await confirm.getByRole('button', { name: 'Pin' }).click()
    expect((await replaced).ok()).toBe(true)
    await comment(VIEWER2_TEXT).getByRole('img', { name: 'Pinned' }).waitFor()
    await comment('Count me in').getByRole('img', { name: 'Pinned' }).waitFor({ state: 'detached' })
    const list = await streamer.community.listComments(postIdx, {})
    expect(list.postComments.filter((c) => c.isFixed).map((c) => c.content)).toEqual([VIEWER2_TEXT])

    await openMenuItem(comment(VIEWER3_TEXT), 'Delete')
    const deleted = answerTo('DELETE', /^\/v2\/channel\/post\/comment\/\d+$/)
    await page
      .getByRole('alertdialog', { name: 'Delete this comment?' })
      .getByRole('button', { name: 'Delete' })
      .click()
    expect((await deleted).ok()).toBe(true)
    await comment(VIEWER3_TEXT).waitFor({ state: 'detached' })
    await page.getByRole('heading', { name: '2 comments' }).waitFor()
  })

  it("shows the server's counts after a reload", async () => {
    await page.reload()
    const post = await streamer.community.getPost(postIdx, { channelId: 'airwave' })
    const list = await streamer.community.listComments(postIdx, {})
    expect(post.commentCnt).toBe(2)
    expect(list.totalCnt).toBe(2)
    await page.getByRole('heading', { name: `${post.commentCnt} comments` }).waitFor()
    await page.getByRole('button', { name: `Like, ${post.likeCnt} likes` }).waitFor()
    for (const entry of list.postComments) {
      const item = comment(entry.content.slice(0, 11))
      const like = item.getByRole('button', { name: /^Like \d+ likes?$/ }).first()
      expect(await like.getAttribute('aria-label')).toMatch(
        new RegExp(`^Like ${entry.likeCnt} likes?$`),
      )
      if (entry.replyCnt > 0) {
        await item
          .getByRole('button', {
            name: entry.replyCnt === 1 ? 'One reply' : `${entry.replyCnt} replies`,
          })
          .waitFor()
      }
    }
    expect(await seriousAxeFindings(page, 'post, as the streamer')).toEqual([])
    // The pinned comment leads the list.
    expect(await comments().first().textContent()).toContain(VIEWER2_TEXT)
    // Only the second report failed, as it had to.
    expect(
      errors.filter((error) => !/^4\d\d \/v2\/channel\/post\/comment\/\d+\/report$/.test(error)),
    ).toEqual([])
  })
})

async function findComment(text: string) {
  const list = await streamer.community.listComments(postIdx, {})
  const found = list.postComments.find((entry) => entry.content === text)
  if (!found) throw new Error(`No comment "${text}" on the server`)
  return found
}
