import { useMatches } from 'react-router';

/** What a route tells the layout about its page (the `handle` of a route object). */
export type TRouteHandle = {
  /** i18n key of the page's name: its crumb and title where no menu names it (a form, a record while it loads) */
  crumbKey?: string;
  /** the menu URL the page sits under when no menu points at its path (a hall's page under 주제관 소개) */
  menuUrl?: string;
  /** the page renders its own h1, so the location bar does not */
  ownHeading?: boolean;
  /** the page spans the full width (its sections place their own containers) */
  fullBleed?: boolean;
  /** the not-found page: no location bar; not a page path of the route table */
  notFound?: boolean;
};

/** The handles of the matched routes merged, the deepest route winning. */
export function useRouteHandle(): TRouteHandle {
  return useMatches().reduce<TRouteHandle>((merged, match) => ({ ...merged, ...(match.handle as TRouteHandle | undefined) }), {});
}
