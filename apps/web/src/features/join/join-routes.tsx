import type { RouteObject } from 'react-router';

/** Lazy page routes of this feature; each path is a pattern of the contract's route table. */
export const joinRoutes: RouteObject[] = [];
