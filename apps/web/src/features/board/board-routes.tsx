import type { RouteObject } from 'react-router';
import type { TRouteHandle } from '../../app/route-handle';

// every board page names itself (the board, the post or the form): the location bar shows no h1;
// below its board's menu a page is named by its post (usePageTitle) or its form
const handle: TRouteHandle = { crumbKey: 'board.title', ownHeading: true };
const writeHandle: TRouteHandle = { crumbKey: 'board.write', ownHeading: true };
const updateHandle: TRouteHandle = { crumbKey: 'board.edit', ownHeading: true };

/**
 * Public board pages (spec §2 /:section/board/:boardId and below), lazy, each path a pattern of
 * PUBLIC_ROUTES. The static 'board' segment keeps them clear of the sections' own pages
 * (/eduIntdcn/grts); 'write' outranks ':postId'. A first segment that is no board section
 * (/admin/board/x matches too) is turned away by the pages (board-params).
 */
export const boardRoutes: RouteObject[] = [
  {
    path: ':section/board/:boardId',
    handle,
    lazy: async () => {
      const { BoardListPage, boardListLoader } = await import('./routes/board-list-page');
      return { Component: BoardListPage, loader: boardListLoader };
    },
    // the loader serves the arrival; a search or a page within the board is the page's own query
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
  },
  {
    path: ':section/board/:boardId/write',
    handle: writeHandle,
    lazy: async () => ({ Component: (await import('./routes/post-write-page')).PostWritePage }),
  },
  {
    path: ':section/board/:boardId/:postId',
    handle,
    lazy: async () => ({ Component: (await import('./routes/post-view-page')).PostViewPage }),
  },
  {
    path: ':section/board/:boardId/:postId/update',
    handle: updateHandle,
    lazy: async () => ({ Component: (await import('./routes/post-write-page')).PostUpdatePage }),
  },
];
