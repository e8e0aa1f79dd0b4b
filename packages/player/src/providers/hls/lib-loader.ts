/// <reference path="./hls-light.d.ts" />
// Programs that compile this source from outside the package (workspace apps) need it too.
import type { HlsBuild, HlsConstructor, StreamFeatures } from './types'

/**
 * Which hls.js build a stream needs. The light build (about 30% smaller) plays video and muxed
 * or default audio; it leaves out subtitles and captions, alternate audio renditions, DRM (EME),
 * CMCD, content steering, variable substitution and interstitials. So a stream that declares
 * any of those gets the full build, every other stream the light one.
 *
 * @example hlsBuildFor({ subtitles: true }) // 'full'
 */
export function hlsBuildFor(features: StreamFeatures = {}): HlsBuild {
  return features.subtitles || features.alternateAudio || features.drm ? 'full' : 'light'
}

/**
 * Loads hls.js on demand through a dynamic import, so it is never part of the page's main
 * bundle: `hls.js/light` by default, `hls.js` when asked for the full build.
 *
 * @example
 * const Hls = await loadHlsLibrary(hlsBuildFor({ subtitles: true }))
 */
export async function loadHlsLibrary(build: HlsBuild = 'light'): Promise<HlsConstructor> {
  const module = build === 'full' ? await import('hls.js') : await import('hls.js/light')
  return module.default
}
