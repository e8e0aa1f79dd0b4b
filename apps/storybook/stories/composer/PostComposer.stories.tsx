import { composerText, PostComposer } from '@airwave/react/composer'
import type { Post } from '@airwave/sdk/community'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test'
import type { Scenario } from '../../src/mocks/backend'
import { CDN_ORIGIN } from '../../src/mocks/cdn'
import { BOARD } from '../../src/mocks/people'

// The streamer's post form: a new post, an edit, and each state of the upload and the save.

const meta = {
  title: 'Community/PostComposer',
  component: PostComposer,
  args: { onSaved: fn(), onCancel: fn() },
  globals: { role: 'owner' },
} satisfies Meta<typeof PostComposer>

export default meta
type Story = StoryObj<typeof meta>

const backend = (scenario: Scenario) => ({ backend: scenario })
const picture = (hue: number, label: string) => `${CDN_ORIGIN}/picture/${hue}/${label}.svg`
const inTwoDays = () => {
  const date = new Date(Date.now() + 2 * 24 * 3600 * 1000)
  date.setHours(20, 0, 0, 0)
  return date
}
const post = (extra: Partial<Post> = {}): Post => ({
  idx: 1,
  channelId: BOARD,
  content: 'Tonight at 8 pm: the spring speedrun marathon.',
  likeCnt: 3,
  commentCnt: 14,
  attachImgLink: [picture(210, 'Poster'), picture(20, 'Route')],
  createDate: new Date(Date.now() - 3600 * 1000).toISOString(),
  ...extra,
})
const dateLabel = (t: ReturnType<typeof composerText>) =>
  t('reservedAt', { zone: Intl.DateTimeFormat().resolvedOptions().timeZone })
const png = (name = 'poster.png') => new File([new Uint8Array(2048)], name, { type: 'image/png' })

/** An empty form: nothing to post yet, and the form says why. */
export const NewPost: Story = {
  play: async ({ canvas, globals }) => {
    const t = composerText(globals.locale)
    await expect(canvas.getByRole('button', { name: t('publish') })).toBeDisabled()
    await expect(canvas.getByText(t('empty'))).toBeVisible()
  },
}

/** Text and an uploaded image: ready to post. */
export const ReadyToPost: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = composerText(globals.locale)
    await userEvent.type(canvas.getByLabelText(t('postText')), 'Marathon tonight!{Enter}8 pm')
    await userEvent.upload(canvas.getByLabelText(t('addImages')), png())
    await expect(
      await canvas.findByRole('img', { name: t('image', { index: 1, count: 1 }) }),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: t('publish') }))
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled())
  },
}

/** An upload on its way: the progress bar, its text and the cancel button. */
export const Uploading: Story = {
  parameters: backend({ pending: ['uploadImages'] }),
  play: async ({ canvas, globals, userEvent }) => {
    const t = composerText(globals.locale)
    await userEvent.upload(canvas.getByLabelText(t('addImages')), [png('a.png'), png('b.png')])
    await expect(await canvas.findByRole('progressbar')).toBeVisible()
    await expect(canvas.getByLabelText(t('addImages'))).toBeDisabled()
    await expect(canvas.getByRole('button', { name: t('publish') })).toBeDisabled()
  },
}

/** A file of the wrong type: refused before upload, said at the picker. */
export const WrongFileType: Story = {
  play: async ({ canvas, globals }) => {
    const t = composerText(globals.locale)
    const pdf = new File(['%PDF-1.7'], 'schedule.pdf', { type: 'application/pdf' })
    // userEvent.upload drops a file that `accept` refuses; a drop or a lax file dialog does not.
    fireEvent.change(canvas.getByLabelText(t('addImages')), { target: { files: [pdf] } })
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('FILE_TYPE_NOT_ALLOWED'))
  },
}

/** The upload fails (500): the draft stays, the picker says so. */
export const UploadFailed: Story = {
  parameters: backend({ failing: ['uploadImages'] }),
  play: async ({ canvas, globals, userEvent }) => {
    const t = composerText(globals.locale)
    await userEvent.type(canvas.getByLabelText(t('postText')), 'Kept')
    await userEvent.upload(canvas.getByLabelText(t('addImages')), png())
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('UPLOAD_FAILED'))
    await expect(canvas.getByLabelText(t('postText'))).toHaveValue('Kept')
  },
}

/** "Publish later": the date and time in local time, and the button says Schedule. */
export const Scheduled: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = composerText(globals.locale)
    await userEvent.type(canvas.getByLabelText(t('postText')), 'Season finale')
    await userEvent.click(canvas.getByLabelText(t('publishLater')))
    await expect(canvas.getByLabelText(dateLabel(t))).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('schedule') })).toBeEnabled()
  },
}

/** A date already past: marked at the field, nothing to submit. */
export const DateInThePast: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = composerText(globals.locale)
    await userEvent.type(canvas.getByLabelText(t('postText')), 'Too late')
    await userEvent.click(canvas.getByLabelText(t('publishLater')))
    const date = canvas.getByLabelText(dateLabel(t))
    // Typing into a datetime-local field goes segment by segment; set the value as a pick does.
    fireEvent.change(date, { target: { value: '2020-01-01T10:00' } })
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('past'))
    await expect(canvas.getByRole('button', { name: t('schedule') })).toBeDisabled()
  },
}

/** A social link that is not http(s). */
export const InvalidLink: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const t = composerText(globals.locale)
    await userEvent.type(canvas.getByLabelText(t('socialLink')), 'ftp://example.com')
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('linkInvalid'))
  },
}

/** Editing a published post: Save waits for a change; it cannot be scheduled again. */
export const EditPublished: Story = {
  args: { post: post() },
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = composerText(globals.locale)
    await expect(canvas.getByRole('heading', { name: t('editPost') })).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('save') })).toBeDisabled()
    await expect(canvas.getByLabelText(t('publishLater'))).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: t('removeImage', { index: 2 }) }))
    await userEvent.click(canvas.getByRole('button', { name: t('save') }))
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled())
  },
}

/** Editing a reserved post: its date shows in local time and can move. */
export const EditReserved: Story = {
  args: { post: post({ isReserved: true, reservedDate: inTwoDays().toISOString() }) },
  play: async ({ canvas, globals }) => {
    const t = composerText(globals.locale)
    await expect(canvas.getByLabelText(t('publishLater'))).toBeChecked()
    await expect(canvas.getByLabelText(dateLabel(t))).toHaveValue(
      `${inTwoDays().toLocaleDateString('sv')}T20:00`,
    )
  },
}

/** A save under way: the button says so and the form is busy. */
export const Saving: Story = {
  parameters: backend({ pending: ['createPost'] }),
  play: async ({ canvas, canvasElement, globals, userEvent }) => {
    const t = composerText(globals.locale)
    await userEvent.type(canvas.getByLabelText(t('postText')), 'Posting…')
    await userEvent.click(canvas.getByRole('button', { name: t('publish') }))
    await expect(await canvas.findByRole('button', { name: t('saving') })).toBeDisabled()
    await expect(within(canvasElement).getByRole('form')).toHaveAttribute('aria-busy', 'true')
  },
}

/** The save fails: a toast with the server's message, and the text stays. */
export const SaveFailed: Story = {
  parameters: backend({ failing: ['createPost'] }),
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = composerText(globals.locale)
    await userEvent.type(canvas.getByLabelText(t('postText')), 'Still here')
    await userEvent.click(canvas.getByRole('button', { name: t('publish') }))
    await waitFor(() => expect(canvas.getByRole('button', { name: t('publish') })).toBeEnabled())
    await expect(canvas.getByLabelText(t('postText'))).toHaveValue('Still here')
    await expect(args.onSaved).not.toHaveBeenCalled()
  },
}
