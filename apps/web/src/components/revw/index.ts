export { RevwSection, type TRevwSectionProps } from './revw-section';
export { RatingStars } from './rating-stars';
