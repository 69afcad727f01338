/**
 * Shown while the first page of the session is prepared. Deliberately empty: the route progress
 * bar is the loading indicator, and a spinner here would weigh on the first load.
 */
export function PageLoading() {
  return <div aria-busy="true" style={{ minHeight: '100vh' }} />;
}
