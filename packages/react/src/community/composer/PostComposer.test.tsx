import { ApiError, createToastQueue } from '@airwave/sdk'
import type { Post, PostBody, PostPatch } from '@airwave/sdk/community'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '../../shared/a11y/kit.fixture'
import { AirwaveProvider } from '../../shared/provider/AirwaveProvider'
import type { AirwaveClient } from '../../shared/provider/airwaveContext'
import { fakeClient } from '../../shared/testing.fixture'
import { PostComposer, type PostComposerProps } from './PostComposer'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const saved = (extra: Partial<Post> = {}): Post => ({
  idx: 12,
  channelId: 'kim',
  content: 'Hi',
  likeCnt: 0,
  commentCnt: 0,
  attachImgLink: [],
  createDate: '2030-01-01T00:00:00Z',
  ...extra,
})

function renderComposer(client: AirwaveClient, props: PostComposerProps = {}) {
  const toastQueue = createToastQueue()
  const onLoginRequired = vi.fn()
  const view = render(
    <StrictMode>
      <AirwaveProvider client={client} toastQueue={toastQueue} onLoginRequired={onLoginRequired}>
        <PostComposer {...props} />
      </AirwaveProvider>
    </StrictMode>,
  )
  return { ...view, toastQueue }
}

const png = (name: string) => new File([new Uint8Array(64)], name, { type: 'image/png' })
const pick = (files: File[]) =>
  fireEvent.change(screen.getByLabelText('Add images'), { target: { files } })

describe('PostComposer', () => {
  it('publishes a post with two uploaded images, under StrictMode', async () => {
    const bodies: PostBody[] = []
    const uploads: string[][] = []
    const onSaved = vi.fn()
    const client = fakeClient({
      community: {
        uploadImages: async (form: FormData) => {
          const names = form.getAll('files').map((file) => (file as File).name)
          uploads.push(names)
          return names.map((name) => ({ url: `/uploads/${name}`, width: 8, height: 8 }))
        },
        createPost: async (body: PostBody) => {
          bodies.push(body)
          return saved({ content: body.content })
        },
      },
    })
    const { toastQueue } = renderComposer(client, { onSaved })
    const submit = screen.getByRole('button', { name: 'Post' })
    expect(submit).toHaveProperty('disabled', true)
    expect(screen.getByText('Write something or add an image.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Post text'), { target: { value: 'Stream at 8' } })
    pick([png('a.png'), png('b.png')])
    await screen.findByRole('img', { name: 'Image 2 of 2' })
    expect(uploads).toEqual([['a.png', 'b.png']])
    fireEvent.click(screen.getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.anything(), true))
    expect(bodies).toEqual([
      {
        content: 'Stream at 8',
        attachImgLink: ['/uploads/a.png', '/uploads/b.png'],
        reservedDate: null,
        socialPostLink: null,
      },
    ])
    expect(toastQueue.getSnapshot().map((toast) => toast.message)).toContain('Post saved.')
  })

  it('says at the picker why files were refused, and uploads nothing', () => {
    const uploadImages = vi.fn()
    renderComposer(fakeClient({ community: { uploadImages } }))
    pick([new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })])
    expect(screen.getByRole('alert').textContent).toBe(
      'Only PNG, JPEG, GIF and WebP images can be added.',
    )
    expect(uploadImages).not.toHaveBeenCalled()
    expect((screen.getByLabelText('Add images') as HTMLInputElement).value).toBe('')
  })

  it('schedules a post at a local date and time, and refuses one in the past', async () => {
    const bodies: PostBody[] = []
    const client = fakeClient({
      community: {
        createPost: async (body: PostBody) => {
          bodies.push(body)
          return saved({ isReserved: true, reservedDate: body.reservedDate ?? null })
        },
      },
    })
    renderComposer(client)
    fireEvent.change(screen.getByLabelText('Post text'), { target: { value: 'Later' } })
    fireEvent.click(screen.getByLabelText('Publish later'))
    const date = screen.getByLabelText(/^Date and time/) as HTMLInputElement
    expect(date.value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00$/)
    fireEvent.change(date, { target: { value: '2001-01-01T10:00' } })
    expect(screen.getByRole('alert').textContent).toBe('Choose a time in the future.')
    expect(screen.getByRole('button', { name: 'Schedule' })).toHaveProperty('disabled', true)
    const future = new Date(Date.now() + 3 * 24 * 3600 * 1000)
    future.setHours(20, 30, 0, 0)
    const pad = (n: number) => String(n).padStart(2, '0')
    const local = `${future.getFullYear()}-${pad(future.getMonth() + 1)}-${pad(future.getDate())}T20:30`
    fireEvent.change(date, { target: { value: local } })
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]?.reservedDate).toBe(future.toISOString())
  })

  it('edits a post with only what changed, and keeps the text when the save fails', async () => {
    const patches: PostPatch[] = []
    let fail = true
    const client = fakeClient({
      community: {
        updatePost: async (_idx: string | number, patch?: PostPatch) => {
          if (fail) throw new ApiError(400, 'INVALID_REQUEST', 'socialPostLink is not a URL')
          if (patch) patches.push(patch)
          return { post: saved(), replacedPostIdx: null }
        },
      },
    })
    const post = saved({ content: 'Old', attachImgLink: ['/uploads/a.png', '/uploads/b.png'] })
    const { toastQueue } = renderComposer(client, { post })
    expect(screen.getByRole('heading', { name: 'Edit post' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true)
    expect(screen.getByText('Nothing has changed yet.')).toBeTruthy()
    expect(screen.getByLabelText('Publish later')).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByRole('button', { name: 'Move image 2 earlier' }))
    fireEvent.change(screen.getByLabelText('Post text'), { target: { value: 'New' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(toastQueue.getSnapshot().map((toast) => toast.message)).toContain(
        'socialPostLink is not a URL',
      ),
    )
    expect((screen.getByLabelText('Post text') as HTMLTextAreaElement).value).toBe('New')
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(patches).toHaveLength(1))
    expect(patches[0]).toEqual({
      content: 'New',
      attachImgLink: ['/uploads/b.png', '/uploads/a.png'],
    })
  })

  it('marks a social link that is not http(s)', () => {
    renderComposer(fakeClient({}))
    fireEvent.change(screen.getByLabelText('Social link (optional)'), {
      target: { value: 'javascript:alert(1)' },
    })
    expect(screen.getByLabelText('Social link (optional)').getAttribute('aria-invalid')).toBe(
      'true',
    )
    expect(screen.getByRole('alert').textContent).toBe('Enter a link that starts with https://')
  })

  it('has no axe violations', async () => {
    const { container } = renderComposer(fakeClient({}), {
      post: saved({ attachImgLink: ['/uploads/a.png'] }),
      onCancel: () => {},
    })
    expect(await axeViolations(container)).toEqual([])
  })
})
