import type { MessagesOf } from '@airwave/sdk/i18n'

// The site's words for the streamer's embed settings (`/dashboard/embed`), in English.

export const enUS = {
  title: 'Embed',
  lead: 'Let other websites show your player and your community board. Only the sites you list here can embed them.',
  hostsLabel: 'Allowed websites',
  hostsHint: 'A host name, such as news.example.com, or localhost:5173 with its port.',
  addLabel: 'Website to allow',
  add: 'Add',
  remove: 'Remove {host}',
  empty: 'No website may embed your channel yet.',
  save: 'Save',
  saved: 'Saved.',
  saving: 'Saving…',
  invalid: '“{host}” is not a host name.',
  duplicate: '{host} is already on the list.',
  limit: 'At most {count} websites.',
  loadFailed: 'The embed settings could not be loaded.',
  snippetTitle: 'Paste on your website',
  snippetLead: 'These two lines show your player on any page of an allowed website.',
  copy: 'Copy',
  copied: 'Copied',
}

/** One language's embed settings' words: every key of the English. A missing key is a type error. */
export type EmbedSettingsMessages = MessagesOf<typeof enUS>
