// @airwave/react/account: the account screens over the SDK's account machines and rules
// (sign-up, login, password reset and change, the account's pages, the member's devices and
// channels, withdrawal, the block and maintenance pages). An entry of its own, with its own
// size budget: a page without an account form never loads their machines or words. What an
// app with its own client binds for them is re-exported.

export type { MaintenanceInfo } from '@airwave/sdk'

export {
  accountEndpoints,
  type BlockKind,
  pathWithReturn,
  platformEndpoints,
  RETURN_URL_PARAM,
  SIGN_UP_STEPS,
  type SignUpStep,
  safeReturnUrl,
  signInLinkToken,
} from '@airwave/sdk/account'
export { AccountField, type AccountFieldProps } from './account/AccountField'
export { AccountInfo, type AccountInfoState } from './account/AccountInfo'
export { ACCOUNT_PATHS, type RenderAccountLink } from './account/AccountLink'
export {
  AccountNotice,
  type AccountNoticeKind,
  type AccountNoticeProps,
} from './account/AccountNotice'
export { accountStyles } from './account/account.styles'
export { type AccountText, accountText, useAccountText } from './account/accountText'
export { ChannelCreateForm, type ChannelCreateFormProps } from './account/ChannelCreateForm'
export { ChannelDeleteForm, type ChannelDeleteFormProps } from './account/ChannelDeleteForm'
export {
  ChannelManagement,
  type ChannelManagementProps,
  type ChannelManagementState,
} from './account/ChannelManagement'
export { LinkSignIn, type LinkSignInProps, type LinkSignInState } from './account/LinkSignIn'
export { LoginForm, type LoginFormProps, type LoginFormState } from './account/LoginForm'
export { MaintenanceNotice, type MaintenanceNoticeProps } from './account/MaintenanceNotice'
export {
  PasswordChangeForm,
  type PasswordChangeFormProps,
  type PasswordChangeState,
} from './account/PasswordChangeForm'
export {
  ResetPassword,
  type ResetPasswordProps,
  type ResetPasswordState,
} from './account/ResetPassword'
export {
  SignedInClients,
  type SignedInClientsProps,
  type SignedInClientsState,
} from './account/SignedInClients'
export { SignUp, type SignUpProps } from './account/SignUp'
export {
  WithdrawalForm,
  type WithdrawalFormProps,
  type WithdrawalState,
} from './account/WithdrawalForm'
