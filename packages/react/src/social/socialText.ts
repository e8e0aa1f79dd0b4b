import { type SocialMessages, socialCatalogue, type Translate } from '@airwave/sdk/i18n'
import { useCatalogueText } from '../shared/i18n/useCatalogueText'

/** The social sign-in's words in the provider's locale. */
export type SocialText = Translate<SocialMessages>

/**
 * The social sign-in's words for the provider's locale; suspends while its language loads.
 *
 * @example const t = useSocialText(); t('continueWith', { platform: 'Google' })
 */
export function useSocialText(): SocialText {
  return useCatalogueText(socialCatalogue)
}

/**
 * The words of a refused flow or call, by its catalogue code.
 *
 * @example socialErrorText(t, 'SOC10001', 'Google')
 */
export function socialErrorText(t: SocialText, code: string | undefined, platform: string): string {
  switch (code) {
    case 'SOC10001':
      return t('errorLinkedElsewhere', { platform })
    case 'SOC10002':
      return t('errorAlreadyLinked', { platform })
    case 'SOC10003':
      return t('errorLastMethod')
    case 'SOC10004':
      return t('errorExpired')
    case 'SOC10005':
      return t('errorNotOffered', { platform })
    case 'MEM10029':
    case 'MEM10058':
      return t('errorBlocked')
    default:
      return t('errorGeneric')
  }
}
