/** An average to one decimal ('4.2'), as the section and the admin table show it. */
export const avgText = (avg: number) => avg.toFixed(1);
