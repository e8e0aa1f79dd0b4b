export function sourceModules(dir?: string): string[]
