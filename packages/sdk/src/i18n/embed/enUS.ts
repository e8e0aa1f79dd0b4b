// The embed's words in English, the default: the posters of the script-tag elements, their
// errors, the community's placeholder, and the sign-in notice. `{name}` parts are replaced.

/** The embed's words in English. */
export const enUS = {
  play: 'Play',
  playChannel: 'Play {name}',
  playVideo: 'Play {title}',
  live: 'LIVE',
  offline: 'Offline',
  loading: 'Loading the player…',
  watchOn: 'Watch on Airwave',
  notAllowedTitle: 'This player cannot be shown on this site',
  notAllowedBody:
    '{host} is not on the list of sites this channel allows. Its owner can add it in the embed settings of the dashboard.',
  notFound: 'This channel or video does not exist.',
  loadFailed: 'The player could not be loaded.',
  retry: 'Try again',
  communityLoading: 'Loading the community…',
  communityLabel: 'Community of {name}',
  cookieTitle: 'Sign in on this site',
  cookieBody:
    'To keep you signed in here, Airwave stores a cookie for {host} only. It is not shared with any other site.',
  cookieContinue: 'Continue to sign in',
  cookieCancel: 'Not now',
  loginWaiting: 'Finish signing in in the window that opened.',
  loginBlocked: 'The sign-in window was blocked. Allow pop-ups for this site and try again.',
  loginCancelled: 'Sign-in was cancelled.',
  loginFailed: 'Sign-in could not reach this page. Try again.',
}
