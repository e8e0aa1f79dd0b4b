// @airwave/sdk/embed: the contract and rules of the script-tag and iframe embeds: the channel's
// allowed hosts, the posters, the sign-in handoff, and the postMessage API both modes speak.
export { embedEndpoints } from '../contract/embed/embed.endpoints'
export {
  type EmbedChannel,
  type EmbedLogin,
  type EmbedLoginAnswer,
  type EmbedLoginRequest,
  type EmbedSettings,
  type EmbedSettingsForm,
  type EmbedVideo,
  embedChannelSchema,
  embedHostSchema,
  embedLoginClaimSchema,
  embedLoginSchema,
  embedSettingsFormSchema,
  embedSettingsSchema,
  embedVideoSchema,
} from '../contract/embed/embed.schemas'
export {
  EMBED_HOSTS_LIMIT,
  embedHostOf,
  isEmbedHostAllowed,
  normalizeEmbedHost,
} from '../contract/embed/embedHosts'
export {
  embedKeys,
  embedLoginRequestQuery,
  embedSettingsQuery,
  saveEmbedSettings,
} from './embed.queries'
export {
  EMBED_COMMANDS,
  EMBED_EVENTS,
  EMBED_LOGIN_POPUP,
  EMBED_MESSAGE_SOURCE,
  type EmbedCommand,
  type EmbedCommandName,
  type EmbedEventMap,
  type EmbedEventMessage,
  type EmbedEventName,
  type EmbedLoginStatus,
  embedCommandOf,
  embedEventOf,
  embedLoginUrl,
  loginKeyOf,
  loginStatusOf,
} from './embedProtocol'
