// The kit's words as plain data, per domain and per locale: the player, React and the widgets
// read the same catalogues, and a page loads the one language it shows.

export { LOCALES, type Locale, resolveLocale } from '../core/locale'
export { accountCatalogue } from './account/accountCatalogue'
export type { AccountKey, AccountMessages } from './account/accountMessages'
export { type Catalogue, type CatalogueLoaders, catalogueOf } from './catalogue'
export { chatCatalogue } from './chat/chatCatalogue'
export type {
  ChatMessageKey,
  ChatMessages,
  ChatPluralKey,
  ChatTextKey,
} from './chat/chatMessages'
export { chatSettingsCatalogue } from './chatSettings/chatSettingsCatalogue'
export type { ChatSettingsKey, ChatSettingsMessages } from './chatSettings/chatSettingsMessages'
export { communityCatalogue } from './community/communityCatalogue'
export type {
  CommunityMessages,
  MessageKey,
  PluralKey,
  TextKey,
} from './community/communityMessages'
export { enUS as communityEnUS } from './community/enUS'
export { composerCatalogue } from './composer/composerCatalogue'
export type { ComposerKey, ComposerMessages } from './composer/composerMessages'
export { discoveryCatalogue } from './discovery/discoveryCatalogue'
export type { DiscoveryKey, DiscoveryMessages } from './discovery/discoveryMessages'
export { embedCatalogue } from './embed/embedCatalogue'
export type { EmbedMessageKey, EmbedMessages } from './embed/embedMessages'
export { enUS as embedEnUS } from './embed/enUS'
export { liveCatalogue } from './live/liveCatalogue'
export type { LiveKey, LiveMessages } from './live/liveMessages'
export { messageCatalogue } from './message/messageCatalogue'
export type { DirectMessages, MessageTextKey } from './message/messageMessages'
export { missionCatalogue } from './mission/missionCatalogue'
export type { MissionKey, MissionMessages, MissionTextKey } from './mission/missionMessages'
export { notificationCatalogue } from './notification/notificationCatalogue'
export type {
  NotificationKey,
  NotificationMessages,
} from './notification/notificationMessages'
export { enUS as playerEnUS } from './player/enUS'
export { playerCatalogue } from './player/playerCatalogue'
export type { PlayerAlertKey, PlayerMessages } from './player/playerMessages'
export { pollCatalogue } from './poll/pollCatalogue'
export type {
  PollMessageKey,
  PollMessages,
  PollPluralKey,
  PollTextKey,
} from './poll/pollMessages'
export { pollManageCatalogue } from './pollManage/pollManageCatalogue'
export type { PollManageKey, PollManageMessages } from './pollManage/pollManageMessages'
export { enUS as raidEnUS } from './raid/enUS'
export { raidCatalogue } from './raid/raidCatalogue'
export type { RaidMessageKey, RaidMessages } from './raid/raidMessages'
export { socialCatalogue } from './social/socialCatalogue'
export type { SocialKey, SocialMessages } from './social/socialMessages'
export { subscriberCatalogue } from './subscriber/subscriberCatalogue'
export type {
  SubscriberKey,
  SubscriberMessages,
  SubscriberTextKey,
} from './subscriber/subscriberMessages'
export { subscriptionCatalogue } from './subscription/subscriptionCatalogue'
export type {
  SubscriptionKey,
  SubscriptionMessages,
  SubscriptionTextKey,
} from './subscription/subscriptionMessages'
export {
  catalogueText,
  fillPlaceholders,
  type Message,
  type MessageParams,
  type MessagesOf,
  type PluralKeyOf,
  type PluralMessage,
  type TextKeyOf,
  type Translate,
  translate,
  translator,
} from './translator'
export { walletCatalogue } from './wallet/walletCatalogue'
export type { WalletKey, WalletMessages, WalletTextKey } from './wallet/walletMessages'
export { widgetCatalogue } from './widget/widgetCatalogue'
export type { WidgetKey, WidgetMessages } from './widget/widgetMessages'
