export { itemEndpoints } from '../contract/item/item.endpoints'
export {
  ALERT_BOX_DEFAULTS,
  type AlertExposure,
  alertExposureSchema,
  GIFT_VOUCHER_TYPES,
  type GiftHistoryItem,
  type GiftVoucherType,
  giftHistoryItemSchema,
  PAYMENT_ITEM_TYPES,
  type PaymentItemType,
  type PaymentResult,
  paymentResultSchema,
  type SubscribeInfo,
  subscribeInfoSchema,
} from '../contract/item/item.schemas'
