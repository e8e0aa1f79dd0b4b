import * as z from 'zod/mini'
import { optionalBoolean as bool, optionalNumber as num, optionalString as str } from './fields'

// What a live or video card prints under its title. The live list and the video cards send the
// same two objects, so a card component reads them the same way from either.

/** A card's category. @example z.parse(cardCategorySchema, { idx: 3, name: 'Games', pathName: 'games' }) */
export const cardCategorySchema = z.object({ idx: num, name: str, pathName: str })

/** A card's tags. @example z.parse(cardTagsSchema, { languageTag: 'th', categoryTagList: ['fps'] }) */
export const cardTagsSchema = z.object({
  isDrops: bool,
  languageTag: str,
  categoryTagList: z.optional(z.array(z.string())),
  isAdult: bool,
})
