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
export { platformEndpoints } from './platform.endpoints'
export { parseTimeInput } from './timeInput'
