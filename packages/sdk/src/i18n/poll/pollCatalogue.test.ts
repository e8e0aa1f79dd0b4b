import { checkCatalogues } from '../catalogueChecks.fixture'
import { enUS as manageEnUS } from '../pollManage/enUS'
import { pollManageCatalogue } from '../pollManage/pollManageCatalogue'
import { enUS } from './enUS'
import { pollCatalogue } from './pollCatalogue'

checkCatalogues([
  ['poll', pollCatalogue, enUS],
  ['poll management', pollManageCatalogue, manageEnUS],
])
