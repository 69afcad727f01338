// The rows a role data scope lets a viewer see in the user list, as the user repository filters
// them; services/data-scope.ts works out a viewer's scope from their roles.

/** `all`, or the departments whose members are visible plus the viewer's own id. */
export type DataScope = 'all' | { deptIds: number[]; userId: number };
