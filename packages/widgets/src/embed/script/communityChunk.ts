// The script-tag embed's board chunk, with its own React: loaded when a board nears the screen.
export { mountEmbedCommunity } from '../community/mountEmbedCommunity'
