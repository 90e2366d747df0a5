/** A share card's size: what Open Graph and X show large (1.91:1). */
export const cardWidth = 1200;
export const cardHeight = 630;
