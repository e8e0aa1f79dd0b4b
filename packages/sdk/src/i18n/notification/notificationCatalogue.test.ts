import { checkCatalogues } from '../catalogueChecks.fixture'
import { enUS as socialEnUS } from '../social/enUS'
import { socialCatalogue } from '../social/socialCatalogue'
import { enUS } from './enUS'
import { notificationCatalogue } from './notificationCatalogue'

checkCatalogues([
  ['notification', notificationCatalogue, enUS],
  ['social', socialCatalogue, socialEnUS],
])
