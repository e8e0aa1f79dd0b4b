import type { MessagesOf } from '@airwave/sdk/i18n'

// The site's words for the streamer's dashboard home (`/dashboard`): going live, the stream's
// health and its settings, in English.

export const enUS = {
  overview: 'Your stream now',
  statusLive: 'Live',
  statusOffline: 'Offline',
  statusWaiting: 'Waiting for your encoder',
  uptime: 'Uptime',
  viewers: 'Viewers now',
  chatActivity: 'Chat messages',
  chatActivityHint: 'in the last {minutes} minutes',
  notAvailable: 'Not available',
  previewMuted: 'The preview starts muted: unmute it in the player to hear your stream.',
  healthTitle: 'Stream health',
  healthOffline: 'Go live to see what your encoder sends.',
  healthMeasuring: 'Measuring your stream…',
  bitrate: 'Bitrate',
  bitrateValue: '{kbps} kbit/s',
  frameRate: 'Frame rate',
  frameRateValue: '{fps} fps',
  resolution: 'Resolution',
  keyframes: 'Keyframe interval',
  secondsValue: '{seconds} s',
  reconnects: 'Reconnects',
  healthGood: 'Your stream looks healthy.',
  warnLowBitrate: 'The bitrate is low: viewers see a blurry picture.',
  warnHighBitrate: 'The bitrate is very high: viewers on slow connections will wait.',
  warnLowFrameRate: 'The frame rate is low: motion looks choppy.',
  warnKeyframes: 'Set the keyframe interval to {seconds} s in your encoder.',
  loadFailed: 'The stream status could not be loaded.',
  guideTitle: 'How to go live',
  guideLead: 'Your first stream? Set up OBS Studio (or another encoder) like this:',
  guideStep1: 'In OBS, open Settings, then Stream, and choose “Custom…” as the service.',
  guideStep2: 'Paste the ingest URL as the server and your stream key as the stream key.',
  guideStep3:
    'In Settings, Output (advanced mode): encoder {encoder}, rate control {rateControl}, bitrate {bitrate} kbit/s, keyframe interval {keyframes} s.',
  guideStep4: 'Audio: {audio} at {audioBitrate} kbit/s.',
  guideStep5: 'Press “Start Streaming”: your preview and stream health appear on this page.',
  guideDismiss: 'Hide this guide',
  settingsTitle: 'Stream settings',
  categoryLabel: 'Category',
  categorySearch: 'Search categories',
  categoryNone: 'No category',
  categoryNoMatch: 'No category matches “{query}”.',
  categoryLoadFailed: 'The categories could not be loaded.',
  languageLabel: 'Language',
  languageNone: 'Not set',
  replayNote: 'Your replay keeps the title, category, tags, language and adult setting.',
}

/** One language's go-live words: every key of the English. A missing key is a type error. */
export type GoLiveMessages = MessagesOf<typeof enUS>
