// The reviews are asked for as soon as the hotel is known (./model), before their section's code arrives.
import './model';

/** The section's code: below the fold, it arrives after the first paint (the hotel's name and photos come first). */
export const loadReviewsSection = () => import(/* webpackChunkName: "hotel-below-fold" */ './ui/reviews');
