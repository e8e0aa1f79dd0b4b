// @airwave/react/composer: the streamer's post composer. An entry of its own, with its text in
// six languages, so a viewer's board never loads the creator tools.
export { composerStyles } from './community/composer/composer.styles'
export { composerText } from './community/composer/composerText'
export { PostComposer, type PostComposerProps } from './community/composer/PostComposer'
export {
  type PostComposer as PostComposerHandle,
  type UsePostComposerOptions,
  usePostComposer,
} from './community/composer/usePostComposer'
