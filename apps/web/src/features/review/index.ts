// Product reviews: a product's reviews and reviewing an order's line.
export { LineReview } from './components/line-review.tsx';
export { ReviewsSection } from './components/reviews-section.tsx';
