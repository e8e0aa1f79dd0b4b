export { type AvatarFallback, avatarFallback } from './avatarFallback'
export { COMPACT_THRESHOLD, formatCompactNumber } from './compactNumber'
export {
  formatRelativeTime,
  type RelativeTime,
  type RelativeTimeUnit,
  relativeTime,
} from './relativeTime'
