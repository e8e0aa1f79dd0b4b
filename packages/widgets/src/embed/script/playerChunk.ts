// The script-tag embed's player chunk: loaded on the first play (or when an autoplaying
// element is seen).
export { mountEmbedPlayer } from '../player/mountEmbedPlayer'
