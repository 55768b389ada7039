/** Query keys of the member feature (account self-service). */
export const memberKeys = {
  all: ['member'] as const,
  findId: (vrfcId: string) => [...memberKeys.all, 'findId', vrfcId] as const,
  trmsReAgre: () => [...memberKeys.all, 'trmsReAgre'] as const,
  myInfo: () => [...memberKeys.all, 'myInfo'] as const,
};
