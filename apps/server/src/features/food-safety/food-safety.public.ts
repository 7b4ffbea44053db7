/** What food safety offers the other features: its items on the store clock and their escalation. */
export { foodDayItems, type FoodClock, type FoodItem } from './food-clock';
export { sweepFoodEscalations } from './food-escalations';
