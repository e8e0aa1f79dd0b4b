import { describe, expect, it } from 'vitest'
import type { Post } from '../contract/community/community.schemas'
import type { Viewer } from '../core/viewer'
import { isCommunityPath, postListPath, postMenu, postPath } from './postList.menu'

const owner: Viewer = { status: 'member', channelId: 'kim', nickname: 'Kim' }
const member: Viewer = { status: 'member', channelId: 'mina', nickname: 'Mina' }
const anonymous: Viewer = { status: 'anonymous' }

const post = (extra: Partial<Post> = {}): Post => ({
  idx: 7,
  channelId: 'kim',
  content: 'hi',
  likeCnt: 0,
  commentCnt: 0,
  attachImgLink: [],
  createDate: '2025-01-01T00:00:00Z',
  ...extra,
})

describe('postMenu', () => {
  it('gives the owner share, edit, pin or unpin, and delete', () => {
    expect(postMenu(owner, 'kim', post())).toEqual(['share', 'edit', 'pin', 'delete'])
    expect(postMenu(owner, 'kim', post({ isFixed: true }))).toEqual([
      'share',
      'edit',
      'unpin',
      'delete',
    ])
  })

  it('leaves share out of a reserved post', () => {
    expect(postMenu(owner, 'kim', post({ isReserved: true }))).toEqual(['edit', 'pin', 'delete'])
  })

  it('gives members and anonymous viewers share and report', () => {
    expect(postMenu(member, 'kim', post())).toEqual(['share', 'report'])
    expect(postMenu(anonymous, 'kim', post())).toEqual(['share', 'report'])
  })

  it('hides the menu of a social-link post, even from the owner', () => {
    expect(postMenu(owner, 'kim', post({ socialPostLink: 'https://x.com/kim/1' }))).toEqual([])
  })
})

describe('post paths', () => {
  it('builds the post and list paths of the spec', () => {
    expect(postPath('kim', 7)).toBe('/kim/community/7')
    expect(postListPath('kim')).toBe('/kim/community')
    expect(postPath('a b', 1)).toBe('/a%20b/community/1')
  })

  it('knows a community page of any channel', () => {
    expect(isCommunityPath('/mina/community')).toBe(true)
    expect(isCommunityPath('/mina/community/12#comment')).toBe(true)
    expect(isCommunityPath('/mina/community?sort=new')).toBe(true)
    expect(isCommunityPath('/mina')).toBe(false)
    expect(isCommunityPath('/community/post/3')).toBe(false)
    expect(isCommunityPath('/dashboard/community')).toBe(false)
    expect(isCommunityPath(undefined)).toBe(false)
  })
})
