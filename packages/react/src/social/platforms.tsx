import type { SocialPlatform } from '@airwave/sdk/account'

/** The platforms' names: brand names, the same in every language. */
export const PLATFORM_NAMES: Record<SocialPlatform, string> = {
  google: 'Google',
  apple: 'Apple',
  facebook: 'Facebook',
}

const svg = { width: 20, height: 20, viewBox: '0 0 24 24', focusable: false } as const

/**
 * A platform's mark, in its brand colours (Apple's follows the text colour). Decorative: the
 * button around it names the platform.
 *
 * @example <PlatformIcon platform="google" />
 */
export function PlatformIcon({ platform }: { platform: SocialPlatform }) {
  if (platform === 'google') {
    return (
      <svg {...svg} aria-hidden="true">
        <path
          fill="#4285F4"
          d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z"
        />
        <path
          fill="#34A853"
          d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
        />
        <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8z" />
        <path
          fill="#EA4335"
          d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9z"
        />
      </svg>
    )
  }
  if (platform === 'facebook') {
    return (
      <svg {...svg} aria-hidden="true">
        <circle cx="12" cy="12" r="12" fill="#1877F2" />
        <path
          fill="#fff"
          d="M15.1 12.9l.4-2.9h-2.8V8.2c0-.8.4-1.6 1.6-1.6h1.3V4.1s-1.1-.2-2.2-.2c-2.3 0-3.8 1.4-3.8 3.9V10H7.2v2.9h2.4V20h3.1v-7.1z"
        />
      </svg>
    )
  }
  return (
    <svg {...svg} aria-hidden="true" fill="currentColor">
      <path d="M16.4 12.7c0-2.4 2-3.6 2.1-3.7a4.5 4.5 0 0 0-3.6-1.9c-1.5-.2-3 .9-3.7.9-.8 0-2-.9-3.2-.9a4.8 4.8 0 0 0-4 2.5c-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8s2.1-1.2 2.9-2.4c.9-1.3 1.3-2.6 1.3-2.7 0 0-2.3-.9-2.3-3.9zM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z" />
    </svg>
  )
}
