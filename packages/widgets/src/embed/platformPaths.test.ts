import { describe, expect, it } from 'vitest'
import { absolutePaths } from './platformPaths'

describe('absolutePaths', () => {
  it('points the platform’s paths at the platform, and nothing else', () => {
    const answer = {
      profileUrl: '/media/avatar/kim.svg',
      images: [{ url: '/uploads/a.jpg' }],
      href: '/kim/community',
      text: 'see /media/a.jpg',
      post: '/media/ is where the pictures go',
      count: 3,
      other: 'https://cdn.example/media/x.jpg',
    }
    expect(absolutePaths(answer, 'https://airwave.example')).toEqual({
      profileUrl: 'https://airwave.example/media/avatar/kim.svg',
      images: [{ url: 'https://airwave.example/uploads/a.jpg' }],
      href: '/kim/community',
      text: 'see /media/a.jpg',
      post: '/media/ is where the pictures go',
      count: 3,
      other: 'https://cdn.example/media/x.jpg',
    })
  })
})
