// The cooling log's part other pages show (the food-safety page): a store's batches on a day.
export { CoolingSection } from './cooling-section';
