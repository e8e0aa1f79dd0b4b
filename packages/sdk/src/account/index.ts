export { accountEndpoints } from '../contract/account/account.endpoints'
export {
  type ChannelCheck,
  type Credentials,
  channelCheckSchema,
  credentialsSchema,
  type NewChannel,
  newChannelSchema,
  type OwnChannel,
  ownChannelSchema,
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
  type VerificationCheck,
  verificationCheckSchema,
  type Withdrawal,
  withdrawalSchema,
} from '../contract/account/account.schemas'
export {
  type BirthDateProblem,
  type BirthDateResult,
  birthDateProblem,
  MINIMUM_SIGN_UP_AGE,
  validateBirthDate,
} from '../contract/account/birthDate'
export {
  CHANNEL_ID_MAX_LENGTH,
  CHANNEL_ID_MIN_LENGTH,
  type ChannelIdErrorKey,
  type ChannelIdResult,
  validateChannelId,
} from '../contract/account/channelId'
export {
  EMAIL_MAX_LENGTH,
  EMAIL_MIN_LENGTH,
  type EmailResult,
  type EmailRuleCode,
  validateEmail,
} from '../contract/account/email'
export {
  EMBED_LOGIN_POPUP_SIZE,
  type EmbedLoginMessage,
  type EmbedLoginStatus,
  embedLoginMessage,
  embedLoginPath,
  embedTargetOrigin,
  isEmbedLoginMessage,
  parseOrigin,
} from '../contract/account/embedLogin'
export { maskEmail } from '../contract/account/maskEmail'
export {
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  type NicknameErrorKey,
  type NicknameResult,
  validateNickname,
} from '../contract/account/nickname'
export {
  checkPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordRuleCheck,
  type PasswordRuleCode,
} from '../contract/account/password'
export { platformEndpoints } from '../contract/account/platform.endpoints'
export {
  SIGN_IN_LINK_PATH,
  SIGN_IN_LINK_TTL_S,
  signInLinkToken,
  signInLinkUrl,
} from '../contract/account/signInLink'
export { socialEndpoints } from '../contract/account/social.endpoints'
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
} from '../contract/account/social.schemas'
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
} from '../contract/account/socialReturn'
export {
  type AccountClient,
  type AccountSession,
  accountActors,
  maintenanceWatchActors,
  type PlatformClient,
} from './account.actors'
export { accountKeys, myChannelsQuery, signedInClientsQuery } from './account.queries'
export type { FormFailure } from './accountProblems'
export {
  type AccountField,
  type AccountFormProblem,
  type AccountProblem,
  accountProblem,
  fieldProblemOf,
  formFailureOf,
} from './accountProblems'
export {
  type ChannelCreateContext,
  type ChannelCreateEmitted,
  channelCreateMachine,
} from './channelCreate.machine'
export { deletionConfirmed } from './channelDeletion'
export {
  type ChannelNamesContext,
  type ChannelNamesEmitted,
  type ChannelNamesEvent,
  type ChannelNamesInput,
  channelNamesMachine,
  type NamesReady,
} from './channelNames.machine'
export { codeTimerText } from './codeTimer'
export {
  type BirthDateFields,
  type EmailVerificationContext,
  type EmailVerificationEmitted,
  type EmailVerificationEvent,
  type EmailVerificationInput,
  emailVerificationMachine,
  type VerificationPurpose,
  type VerifiedEmail,
} from './emailVerification.machine'
export { type LinkedAccountRow, linkedAccountRows } from './linkedAccounts'
export {
  type LinkSignInContext,
  type LinkSignInEmitted,
  type LinkSignInEvent,
  type LinkSignInInput,
  linkSignInMachine,
} from './linkSignIn.machine'
export {
  type BlockKind,
  blockOf,
  type LoginFailure,
  loginFailureOf,
  loginFormState,
} from './loginRules'
export {
  MAINTENANCE_POLL_MS,
  type MaintenanceWatchContext,
  type MaintenanceWatchEmitted,
  type MaintenanceWatchEvent,
  type MaintenanceWatchInput,
  maintenanceWatchMachine,
  type PlatformStatus,
} from './maintenanceWatch.machine'
export {
  type NewPasswordContext,
  type NewPasswordEvent,
  type NewPasswordInput,
  newPasswordMachine,
  PASSWORD_CHECK_DEBOUNCE_MS,
  type PasswordReady,
  passwordFlags,
} from './newPassword.machine'
export {
  type PasswordChangeContext,
  type PasswordChangeEmitted,
  type PasswordChangeEvent,
  type PasswordChangeInput,
  passwordChangeMachine,
} from './passwordChange.machine'
export {
  type ResetPasswordContext,
  type ResetPasswordEmitted,
  type ResetPasswordEvent,
  resetPasswordMachine,
} from './resetPassword.machine'
export { pathWithReturn, RETURN_URL_PARAM, safeReturnUrl } from './returnUrl'
export {
  type SignInLinkRequestContext,
  type SignInLinkRequestEvent,
  type SignInLinkRequestInput,
  signInLinkRequestMachine,
} from './signInLinkRequest.machine'
export {
  SIGN_UP_STEPS,
  type SignUpContext,
  type SignUpEmitted,
  type SignUpEvent,
  type SignUpStep,
  signUpMachine,
} from './signUp.machine'
export {
  LINKS_PAGE_SIZE,
  socialKeys,
  socialLinksQuery,
  socialProvidersQuery,
  socialSignUpDone,
  socialSignUpQuery,
  unlinkSocialMutation,
} from './social.queries'
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
  type SocialAgreementValues,
  type SocialChannelValues,
  type SocialSignUpProblem,
  socialAgreementProblems,
  socialChannelProblems,
  socialSignUpBody,
  suggestChannelId,
} from './socialSignUpForm'
export { parseTimeInput } from './timeInput'
export {
  WITHDRAWAL_MEMO_MAX_LENGTH,
  type WithdrawalContext,
  type WithdrawalEmitted,
  type WithdrawalEvent,
  withdrawalMachine,
} from './withdrawal.machine'
