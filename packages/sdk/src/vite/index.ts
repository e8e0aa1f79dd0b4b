export {
  AIRWAVE_PATH_SEGMENTS,
  type AirwaveProxyRule,
  airwaveDevProxy,
  airwaveProxyPattern,
} from './devProxy'
