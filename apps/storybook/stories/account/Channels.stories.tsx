import {
  accountText,
  ChannelCreateForm,
  ChannelDeleteForm,
  ChannelManagement,
} from '@airwave/react/account'
import { accountCatalogue } from '@airwave/sdk/i18n'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'

// The member's channels: creating one (its rules and the server's refusals at each field), the
// list with the channel switch, and deleting one with its id typed to confirm.

const meta = {
  title: 'Account/Channels',
  component: ChannelManagement,
  globals: { role: 'member' },
  parameters: { account: {} },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  loaders: [
    async ({ globals }) => ({ words: await accountCatalogue.load(String(globals.locale)) }),
  ],
} satisfies Meta<typeof ChannelManagement>

export default meta
type Story = StoryObj<typeof meta>

const t = (locale: unknown) => accountText(String(locale))

/** The member's channels, the acting one marked; acting as the other. */
export const Management: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const words = t(globals.locale)
    await expect(await canvas.findByText(words('actingNow'))).toBeVisible()
    await userEvent.click(
      canvas.getByRole('button', { name: words('switchTo', { nickname: 'Mina plays' }) }),
    )
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: words('switchTo', { nickname: 'Mina' }) }),
      ).toBeVisible(),
    )
  },
}

/** No channel yet: the way to make one. */
export const ManagementEmpty: Story = {
  parameters: { account: { noChannels: true } },
  play: async ({ canvas, globals }) => {
    const words = t(globals.locale)
    await expect(await canvas.findByText(words('noChannels'))).toBeVisible()
    await expect(canvas.getByRole('link', { name: words('newChannel') })).toBeVisible()
  },
}

/** The list failed to load. */
export const ManagementFailed: Story = {
  parameters: { backend: { failing: ['listMyChannels'] } },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole('button', { name: t(globals.locale)('retry') }),
    ).toBeVisible()
  },
}

/** Creating a channel: the rules as the fields are left. */
export const Create: Story = {
  render: () => <ChannelCreateForm onCreated={fn()} />,
  play: async ({ canvas, userEvent, globals }) => {
    const words = t(globals.locale)
    await userEvent.type(canvas.getByLabelText(words('channelIdLabel')), 'ab')
    await userEvent.type(canvas.getByLabelText(words('nicknameLabel')), 'n!ck')
    await userEvent.tab()
    await expect(await canvas.findByText(words('problem65'))).toBeVisible()
    await expect(await canvas.findByText(words('problem25'))).toBeVisible()
  },
}

/** Created: the confirmation, the member acting as the new channel. */
export const Created: Story = {
  render: (_, { loaded }) => (
    <ChannelCreateForm onCreated={(loaded as { created: () => void }).created} />
  ),
  loaders: [() => ({ created: fn() })],
  play: async ({ canvas, userEvent, globals, loaded }) => {
    const words = t(globals.locale)
    await userEvent.type(canvas.getByLabelText(words('channelIdLabel')), 'minaside')
    await userEvent.type(canvas.getByLabelText(words('nicknameLabel')), 'Mina side')
    await userEvent.clear(canvas.getByLabelText(words('nicknameLabel')))
    await userEvent.type(canvas.getByLabelText(words('nicknameLabel')), 'MinaSide')
    await userEvent.click(canvas.getByRole('button', { name: words('createChannel') }))
    // Made, and the member acts as it: the confirmation says so, and Continue goes on.
    await expect(
      await canvas.findByRole('heading', { name: words('channelCreatedTitle') }),
    ).toBeVisible()
    await expect(canvas.getByText(words('switched', { nickname: 'MinaSide' }))).toBeVisible()
    expect((loaded as { created: () => void }).created).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: words('continueLabel') }))
    await waitFor(() => expect((loaded as { created: () => void }).created).toHaveBeenCalled())
  },
}

/** Deleting: the id typed wrong first, then right. */
export const Delete: Story = {
  render: (_, { loaded }) => (
    <ChannelDeleteForm onDeleted={(loaded as { deleted: () => void }).deleted} />
  ),
  loaders: [() => ({ deleted: fn() })],
  play: async ({ canvas, userEvent, globals, loaded }) => {
    const words = t(globals.locale)
    const confirm = await canvas.findByLabelText(words('deleteChannelConfirm'))
    await userEvent.selectOptions(canvas.getByRole('combobox'), 'minaplays')
    await userEvent.type(confirm, 'mina')
    await userEvent.click(canvas.getByRole('button', { name: words('deleteChannelSubmit') }))
    await expect(await canvas.findByText(words('deleteChannelMismatch'))).toBeVisible()
    await userEvent.type(confirm, 'plays')
    await userEvent.click(canvas.getByRole('button', { name: words('deleteChannelSubmit') }))
    await waitFor(() =>
      expect((loaded as { deleted: () => void }).deleted).toHaveBeenCalledWith('minaplays'),
    )
  },
}
