/** Query keys of the home feature: the banners of a place (BANNER_SE code). */
export const homeKeys = {
  all: ['home'] as const,
  banners: (bannerSeCd: string) => [...homeKeys.all, 'banners', bannerSeCd] as const,
};
