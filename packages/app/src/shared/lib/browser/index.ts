/**
 * Browser APIs that may be missing: in Node (tests, prerendering), in private modes that throw on
 * storage access, or in old engines. DOM typings claim they always exist; these say the truth.
 */
export function localStorageOrUndefined(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function prefersDarkColorScheme(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}
