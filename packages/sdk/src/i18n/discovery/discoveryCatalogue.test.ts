import { checkCatalogues } from '../catalogueChecks.fixture'
import { discoveryCatalogue } from './discoveryCatalogue'
import { enUS } from './enUS'

checkCatalogues([['discovery', discoveryCatalogue, enUS]])
