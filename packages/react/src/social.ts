// @airwave/react/social: social sign-in (google, apple, facebook over OpenID Connect), the
// social sign-up's agreement and channel, and the linked accounts of `/account/connect`. An
// entry of its own: a page without sign-in never loads the flow's machine or its words.

export {
  EMBED_LOGIN_POPUP_SIZE,
  type EmbedLoginMessage,
  embedLoginMessage,
  embedLoginPath,
  embedTargetOrigin,
  isEmbedLoginMessage,
  readSocialReturn,
  type SocialCheckResult,
  type SocialPlatform,
  type SocialReturn,
  socialEndpoints,
  socialFlowPlace,
  socialPopupMessage,
} from '@airwave/sdk/account'
export { EmbedConsent, type EmbedConsentProps, type EmbedConsentState } from './social/EmbedConsent'
export {
  LinkedAccounts,
  type LinkedAccountsProps,
  type LinkedAccountsState,
} from './social/LinkedAccounts'
export { PLATFORM_NAMES, PlatformIcon } from './social/platforms'
export { SocialAgreementForm, type SocialAgreementFormProps } from './social/SocialAgreementForm'
export {
  SocialChannelForm,
  type SocialChannelFormProps,
  type SocialChannelFormState,
} from './social/SocialChannelForm'
export {
  SocialLoginButtons,
  type SocialLoginButtonsProps,
  type SocialLoginState,
} from './social/SocialLoginButtons'
export { socialStyles } from './social/social.styles'
export { type SocialText, socialErrorText, useSocialText } from './social/socialText'
export { type SocialFlow, type UseSocialFlowOptions, useSocialFlow } from './social/useSocialFlow'
