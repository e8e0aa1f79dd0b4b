export { accountEndpoints } from './account.endpoints'
export {
  type ChannelCheck,
  type Credentials,
  channelCheckSchema,
  credentialsSchema,
  type NewChannel,
  newChannelSchema,
  type PasswordChange,
  type PasswordCheck,
  type PasswordReset,
  passwordChangeSchema,
  passwordCheckSchema,
  passwordResetSchema,
  type SignedInClient,
  type SignUp,
  signedInClientSchema,
  signUpSchema,
  type ThirdPartyLink,
  type TokenPair,
  thirdPartyLinkSchema,
  tokenPairSchema,
  type UnregisterReason,
  unregisterReasonSchema,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_S,
  type Withdrawal,
  withdrawalSchema,
} from './account.schemas'
export {
  CHANNEL_ID_MAX_LENGTH,
  CHANNEL_ID_MIN_LENGTH,
  type ChannelIdErrorKey,
  type ChannelIdResult,
  validateChannelId,
} from './channelId'
export {
  EMAIL_MAX_LENGTH,
  EMAIL_MIN_LENGTH,
  type EmailResult,
  type EmailRuleCode,
  validateEmail,
} from './email'
export {
  EMBED_LOGIN_POPUP_SIZE,
  type EmbedLoginMessage,
  type EmbedLoginStatus,
  embedLoginMessage,
  embedLoginPath,
  embedTargetOrigin,
  isEmbedLoginMessage,
  parseOrigin,
} from './embedLogin'
export { type LinkedAccountRow, linkedAccountRows } from './linkedAccounts'
export { maskEmail } from './maskEmail'
export {
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  type NicknameErrorKey,
  type NicknameResult,
  validateNickname,
} from './nickname'
export {
  checkPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordRuleCheck,
  type PasswordRuleCode,
} from './password'
export { socialEndpoints } from './social.endpoints'
export {
  LINKS_PAGE_SIZE,
  socialKeys,
  socialLinksQuery,
  socialProvidersQuery,
  socialSignUpQuery,
  unlinkSocialMutation,
} from './social.queries'
export {
  isSiteReturnPath,
  isSocialPlatform,
  SOCIAL_INTENTS,
  SOCIAL_OUTCOMES,
  SOCIAL_PLATFORMS,
  type SocialAuthorize,
  type SocialCheck,
  type SocialCheckResult,
  type SocialIntent,
  type SocialOutcome,
  type SocialPlatform,
  type SocialProvider,
  type SocialSignUp,
  type SocialSignUpInfo,
  socialCheckResultSchema,
  socialPlatformSchema,
  socialSignUpSchema,
  type ThirdPartyPage,
  thirdPartyPageSchema,
} from './social.schemas'
export {
  type SocialFlowClient,
  type SocialFlowContext,
  type SocialFlowEmitted,
  type SocialFlowEvent,
  type SocialFlowState,
  socialFlowActors,
  socialFlowMachine,
  socialFlowStateOf,
} from './socialFlow.machine'
export {
  isSocialPopupMessage,
  readSocialReturn,
  type SocialFlowPlace,
  type SocialPopupMessage,
  type SocialReturn,
  type SocialWindow,
  socialFlowPlace,
  socialPopupMessage,
  socialReturnFragment,
  socialReturnPath,
} from './socialReturn'
export {
  type BirthDateProblem,
  birthDateProblem,
  MINIMUM_SIGN_UP_AGE,
  type SocialAgreementValues,
  type SocialChannelValues,
  type SocialSignUpProblem,
  socialAgreementProblems,
  socialChannelProblems,
  socialSignUpBody,
  suggestChannelId,
} from './socialSignUpForm'
export { parseTimeInput } from './timeInput'
