import { airwaveStyles } from '@airwave/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { createSiteSession } from './app/createAirwave'
import { initialLocale, loadWords } from './app/preferences'
import { createSiteRouter } from './app/router'
import './layout/header.css'
import './site.css'
import './discovery.css'

// The kit's stylesheet from the first paint: the header and pages use its custom properties
// before any kit component mounts. The kit finds this `<style data-airwave>` and adds no other.
const style = document.createElement('style')
style.setAttribute('data-airwave', '')
style.textContent = airwaveStyles
document.head.append(style)

const { session, clientId } = createSiteSession()
const router = createSiteRouter(session, clientId)
const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')

// The first language's words come before the first render; should they fail to load, the
// kit's provider asks for them again as it renders.
loadWords(initialLocale())
  .catch(() => {})
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  )
