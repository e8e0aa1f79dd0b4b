import type { SubscriberNameColor } from '../contract/item/subscription.schemas'
import { type CallArgs, fromCall } from '../core/fromCall'
import type { WalletNeeds } from '../wallet/wallet.queries'
import type { SubscriberImageTarget, UploadSubscriberImageInput } from './subscriberImage.machine'

/**
 * The badge and emoticon images' I/O over a bound client: a multipart upload (`months` or
 * `keyword`, and `file`) and the removal.
 *
 * @example subscriberImageMachine.provide({ actors: subscriberImageActors(client) })
 */
export function subscriberImageActors(
  client: WalletNeeds<
    | 'uploadSubscriberBadge'
    | 'deleteSubscriberBadge'
    | 'uploadSubscriberEmoticon'
    | 'deleteSubscriberEmoticon'
  >,
) {
  return {
    uploadImage: fromCall(
      async ({ input, signal }: CallArgs<UploadSubscriberImageInput>): Promise<{ url: string }> => {
        const form = new FormData()
        if (input.target.kind === 'badge') {
          form.append('months', String(input.target.months))
          form.append('file', input.file)
          return { url: (await client.item.uploadSubscriberBadge(form, { signal })).badgeUrl }
        }
        form.append('keyword', input.target.keyword)
        form.append('file', input.file)
        const emoticon = await client.item.uploadSubscriberEmoticon(form, { signal })
        return { url: emoticon.emoticonImgUrl }
      },
    ),
    deleteImage: fromCall(
      async ({ input, signal }: CallArgs<{ target: SubscriberImageTarget }>): Promise<null> => {
        if (input.target.kind === 'badge') {
          await client.item.deleteSubscriberBadge(input.target.months, { signal })
        } else {
          await client.item.deleteSubscriberEmoticon(input.target.keyword, { signal })
        }
        return null
      },
    ),
  }
}

/**
 * The name-colour settings' I/O over a bound client.
 *
 * @example subscriberNameColorMachine.provide({ actors: subscriberNameColorActors(client) })
 */
export function subscriberNameColorActors(client: WalletNeeds<'setSubscriberNameColor'>) {
  return {
    saveNameColor: fromCall(({ input, signal }: CallArgs<SubscriberNameColor>) =>
      client.item.setSubscriberNameColor(input, { signal }),
    ),
  }
}
