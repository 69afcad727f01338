// The router cannot take routes out once added, so a menu the user no longer has (their tenant's
// package narrowed, their role lost it) keeps its route. Such a path is "withdrawn": the guard and
// the access watch send it to the no-permission page instead of opening a view the server refuses.
import type { RouteObject } from 'react-router-dom';

const everOffered = new Set<string>();
let offered = new Set<string>();

/** The menu routes of the latest menu tree. */
export function noteMenuRoutes(routes: readonly RouteObject[]): void {
  offered = new Set(routes.flatMap((route) => (route.path ? [route.path] : [])));
  for (const path of offered) everOffered.add(path);
}

/** A path a menu of this page's earlier trees opened, which the latest tree no longer has. */
export function isWithdrawn(pathname: string): boolean {
  return everOffered.has(pathname) && !offered.has(pathname);
}
