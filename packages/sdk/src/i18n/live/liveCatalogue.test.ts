import { checkCatalogues } from '../catalogueChecks.fixture'
import { enUS } from './enUS'
import { liveCatalogue } from './liveCatalogue'

checkCatalogues([['live', liveCatalogue, enUS]])
