import { configure } from '@testing-library/react'

// waitFor and findBy* poll until their condition holds; their time limit is a hang guard, not a
// budget. The default second is a timing assumption on a loaded two-core machine (a test that
// renders a board, or waits for a spaced-out report, can take longer there).
configure({ asyncUtilTimeout: 10_000 })
