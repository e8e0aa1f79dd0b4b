import type { AlertSound } from '@airwave/sdk/widget'

// The alert sounds are drawn with Web Audio: no file to host, nothing to load before the first
// alert. Each is a few notes of a simple envelope.

type Note = { frequency: number; start: number; length: number; type: OscillatorType }

const SOUNDS: Record<Exclude<AlertSound, 'none'>, Note[]> = {
  chime: [
    { frequency: 880, start: 0, length: 0.35, type: 'sine' },
    { frequency: 1320, start: 0.12, length: 0.5, type: 'sine' },
  ],
  coin: [
    { frequency: 988, start: 0, length: 0.08, type: 'square' },
    { frequency: 1319, start: 0.08, length: 0.35, type: 'square' },
  ],
  fanfare: [
    { frequency: 523, start: 0, length: 0.15, type: 'triangle' },
    { frequency: 659, start: 0.15, length: 0.15, type: 'triangle' },
    { frequency: 784, start: 0.3, length: 0.15, type: 'triangle' },
    { frequency: 1047, start: 0.45, length: 0.5, type: 'triangle' },
  ],
}

let context: AudioContext | undefined

/**
 * Plays an alert's sound at `volume` (0 to 1). OBS's browser source plays sound without a
 * click; a normal browser tab may refuse until the page was clicked, and then stays silent.
 *
 * @example playAlertSound('chime', 0.5)
 */
export function playAlertSound(sound: AlertSound, volume: number): void {
  if (sound === 'none' || volume <= 0) return
  const AudioContextClass = globalThis.AudioContext
  if (!AudioContextClass) return
  try {
    context ??= new AudioContextClass()
    if (context.state === 'suspended') context.resume().catch(() => {})
    const now = context.currentTime
    for (const note of SOUNDS[sound]) {
      const oscillator = context.createOscillator()
      const gain = context.createGain()
      oscillator.type = note.type
      oscillator.frequency.value = note.frequency
      const start = now + note.start
      // Quiet enough at volume 1 to sit under a stream's own sound.
      gain.gain.setValueAtTime(0, start)
      gain.gain.linearRampToValueAtTime(0.3 * volume, start + 0.01)
      gain.gain.exponentialRampToValueAtTime(0.0001, start + note.length)
      oscillator.connect(gain).connect(context.destination)
      oscillator.start(start)
      oscillator.stop(start + note.length + 0.05)
    }
  } catch {
    // No audio here (a test page, a browser without a device): the alert shows without it.
  }
}
