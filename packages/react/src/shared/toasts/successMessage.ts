import type { SuccessToast } from '@airwave/sdk/community'
import type { Translator } from '../i18n/translator'

const KEYS = {
  commentDeleted: 'toastCommentDeleted',
  replyDeleted: 'toastReplyDeleted',
  postDeleted: 'toastPostDeleted',
  pinned: 'toastPinned',
  pinDisabled: 'toastPinDisabled',
  reported: 'toastReported',
  nicknameBlocked: 'toastNicknameBlocked',
} as const

/** The text of one of the SDK's success toasts, in the viewer's language. */
export function successMessage(t: Translator, toast: SuccessToast): string {
  return t(KEYS[toast.message], 'name' in toast ? { name: toast.name } : undefined)
}
