/**
 * `react` in the browser build: Preact's React compatibility layer (decision 029), plus the one
 * React 19 hook it lacks that a library imports by name — React Router's `RouterProvider` uses
 * `useOptimistic` (Brigade renders a `BrowserRouter`, but the import has to resolve). JavaScript,
 * not TypeScript: preact/compat's types use `export =`, which `export *` cannot re-export.
 */
import { useState } from 'preact/hooks';
import compat from 'preact/compat';

export * from 'preact/compat';
export default compat;

/**
 * React 19's `useOptimistic` without transitions: an optimistic value shows from the update
 * until the value it was based on changes (React shows it until the transition ends).
 */
export function useOptimistic(passthrough, reducer) {
  const [optimistic, setOptimistic] = useState(null);
  const value =
    optimistic !== null && Object.is(optimistic.base, passthrough) ? optimistic.value : passthrough;
  const addOptimistic = (action) => {
    const next = reducer ? reducer(value, action) : action;
    setOptimistic({ base: passthrough, value: next });
  };
  return [value, addOptimistic];
}
