// @airwave/widgets/embed: the kit as custom elements for pages without React. Today it is the
// player's element (its own controls, alerts, recovery, live status); the facade, the community
// element and the script-tag loader of at most 5 kB build on this entry.
export {
  type AirwavePlayerDefaults,
  defineAirwavePlayer,
  preloadHlsPlayer,
} from '@airwave/player'
